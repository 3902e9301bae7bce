import type { ReactNode } from 'react'
import { Notice } from './Notice'
import { Spinner } from './Spinner'

interface ListStatesProps {
  /** True until the list's first answer. */
  pending: boolean
  loadingLabel: string
  /** Why the list could not be read, said in its place; null when there is a list to show. */
  failure: string | null
  /** What stands in place of a list with nothing in it; nothing when it has items. */
  empty: ReactNode
  /** The list, once read and with items. */
  children: ReactNode
}

/** A list page's one place for its list: a spinner while it loads, then why it failed, its empty state or the list. */
export function ListStates({ pending, loadingLabel, failure, empty, children }: ListStatesProps) {
  if (pending) return <Spinner label={loadingLabel} showLabel />
  if (failure !== null) return <Notice tone="error">{failure}</Notice>
  return <>{empty || children}</>
}
