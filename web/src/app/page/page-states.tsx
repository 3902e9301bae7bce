import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { READ_DEADLINE_MS } from '../../lib/signal'
import { EmptyState, RouteError, Spinner } from '../../ui'
import { pageStatesMessages as m } from './page-states.messages'
import './page.css'

/** How long a spinner turns before it says in words what is happening. */
export const SPINNER_WORDS_AFTER_MS = 4_000

/**
 * How long the signed-in frame (the session, the team) waits before its full-screen spinner: past the read deadline,
 * so that on a weak signal the session this phone kept is in place first, and a page still loading shows its own
 * spinner inside the shell, with the navigation, rather than the whole screen waiting for it.
 */
export const FRAME_PENDING_MS = READ_DEADLINE_MS + 1_000

/** Whether `ms` have passed since the component came on screen. */
function useAfter(ms: number): boolean {
  const [passed, setPassed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return passed
}

/** The words under a spinner that has turned too long: most often there is one bar of signal. */
function StillLoading() {
  const t = useT()
  return (
    <div className="page-loading__words">
      <p className="page-loading__title">{t(m.stillLoading)}</p>
      <p className="page-loading__text">{t(m.stillLoadingText)}</p>
    </div>
  )
}

/** A page waiting for its data, under the header the frame already shows. */
interface PageLoadingProps {
  label?: string
  /** The page's shape while it loads (placeholders, or parts that need no data), under a labelled spinner. */
  children?: ReactNode
  /** Fill the screen: for the wait before there is a shell to sit in. */
  full?: boolean
}

export function PageLoading({ label: givenLabel, children, full = false }: PageLoadingProps) {
  const t = useT()
  const label = givenLabel ?? t(m.loadingPage)
  const long = useAfter(SPINNER_WORDS_AFTER_MS)
  if (children) {
    return (
      <div className="stack" aria-busy="true">
        <Spinner label={label} showLabel />
        {long && <StillLoading />}
        {children}
      </div>
    )
  }
  return (
    <div className={full ? 'page-loading page-loading--full' : 'page-loading'}>
      <div className="page-loading__inner">
        <Spinner size="large" label={label} />
        {long && <StillLoading />}
      </div>
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
