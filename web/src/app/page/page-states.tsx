import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EmptyState, RouteError, Spinner } from '../../ui'
import './page.css'

/** A page waiting for its data, under the header the frame already shows. */
interface PageLoadingProps {
  label?: string
  /** The page's shape while it loads (placeholders, or parts that need no data), under a labelled spinner. */
  children?: ReactNode
  /** Fill the screen: for the wait before there is a shell to sit in. */
  full?: boolean
}

export function PageLoading({ label = 'Loading the page…', children, full = false }: PageLoadingProps) {
  if (children) {
    return (
      <div className="stack" aria-busy="true">
        <Spinner label={label} showLabel />
        {children}
      </div>
    )
  }
  return (
    <div className={full ? 'page-loading page-loading--full' : 'page-loading'}>
      <Spinner size="large" label={label} />
    </div>
  )
}

/** A page that could not load: the reason, and a retry when one can help. */
export function PageError(props: ErrorComponentProps) {
  return <RouteError {...props} />
}

interface PageEmptyProps {
  icon: ReactNode
  title: string
  text: ReactNode
  action?: ReactNode
}

/** A page with nothing to show yet, saying why and, for those who can, what to do about it. */
export function PageEmpty({ icon, title, text, action }: PageEmptyProps) {
  return (
    <div className="card">
      <EmptyState icon={icon} title={title} text={text} action={action} />
    </div>
  )
}
