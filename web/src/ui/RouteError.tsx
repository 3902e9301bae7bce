import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { isApiError, isForbidden, isNetworkError, isNotFound } from '../lib/api'
import { isSignalSlow, subscribeToSignal } from '../lib/signal'
import { teamOfPath } from '../lib/team-scope'
import { useT } from '../i18n/use-t'
import { Button } from './Button'
import { Card } from './Card'
import { uiMessages as m } from './ui.messages'

/** A page whose answers this device did not keep, opened without a network (see app/pwa/offline-cache.ts). */
const notKeptOffline = { title: m.notAvailableOffline, text: m.notAvailableOfflineText }

/** The same, opened online on a signal too weak to reach the server (see lib/signal.ts). */
const notKeptSlowSignal = { title: m.cannotReachServer, text: m.cannotReachServerText }

/** How often a page that could not reach the server tries again while the phone says it is online. */
const TRY_AGAIN_ONLINE_MS = 20_000

/**
 * The error component of every route. "Not found" and "forbidden" are answers, so retrying will
 * not change them; anything else may be passing, so it offers a retry. Without a network, or on a
 * signal too weak to reach the server, a page the device did not keep says so, and loads by itself when the signal
 * returns.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On the dashboard itself, "go to the dashboard" leads nowhere; trying again is the way on.
  const onDashboard = /\/dashboard\/?$/.test(pathname)
  // The dashboard of the page's own team; outside a team, of the session's.
  const teamId = teamOfPath(pathname)
  const t = useT()

  const retry = async () => {
    setRetrying(true)
    // Failed suspense queries stay failed until their boundary is reset; invalidating then reruns
    // the loaders, which fetch them again.
    queryErrorResetBoundary.reset()
    reset()
    try {
      await router.invalidate()
    } finally {
      setRetrying(false)
    }
  }

  const retryButton = (label: string) => (
    <Button variant="primary" loading={retrying} onClick={() => void retry()}>
      {label}
    </Button>
  )
  const toDashboard =
    !onDashboard &&
    (teamId ? (
      <Link to="/t/$teamId/dashboard" params={{ teamId }} className="btn btn--ghost">
        {t(m.goToDashboard)}
      </Link>
    ) : (
      <Link to="/" className="btn btn--ghost">
        {t(m.goToDashboard)}
      </Link>
    ))

  const unreached = isNetworkError(error)
  const words = navigator.onLine ? notKeptSlowSignal : notKeptOffline
  useEffect(() => {
    if (!unreached) return
    const again = () => void retry()
    window.addEventListener('online', again)
    // Online all along, on a weak signal: again when the server answers something, and now and then.
    const stopListening = subscribeToSignal(() => {
      if (!isSignalSlow()) again()
    })
    const timer = setInterval(() => {
      if (navigator.onLine) again()
    }, TRY_AGAIN_ONLINE_MS)
    return () => {
      window.removeEventListener('online', again)
      stopListening()
      clearInterval(timer)
    }
  })

  if (unreached) {
    return (
      <ErrorCard
        quiet
        title={t(words.title)}
        text={t(words.text)}
        action={
          <>
            {retryButton(t(m.tryAgain))}
            {toDashboard}
          </>
        }
      />
    )
  }
  if (isNotFound(error)) {
    return (
      <ErrorCard
        quiet
        title={t(m.notFound)}
        text={t(m.notFoundText)}
        action={toDashboard || retryButton(t(m.tryAgain))}
      />
    )
  }
  if (isForbidden(error)) {
    return (
      <ErrorCard
        quiet
        title={t(m.noAccess)}
        text={t(m.noAccessText)}
        action={toDashboard || retryButton(t(m.tryAgain))}
      />
    )
  }

  return (
    <ErrorCard
      title={t(m.somethingWentWrong)}
      text={isApiError(error) && error.status < 500 ? error.message : t(m.couldNotLoad)}
      action={
        <>
          {retryButton(t(m.retry))}
          {toDashboard}
        </>
      }
    />
  )
}

interface ErrorCardProps {
  title: string
  text: string
  action: ReactNode
  quiet?: boolean
}

function ErrorCard({ title, text, action, quiet = false }: ErrorCardProps) {
  return (
    <div role="alert">
      <Card title={title} className={quiet ? 'error-state error-state--quiet' : 'error-state'}>
        <div className="error-state__body">
          <p className="error-state__text">{text}</p>
          <div className="error-state__actions">{action}</div>
        </div>
      </Card>
    </div>
  )
}
