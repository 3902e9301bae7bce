import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { isApiError, isForbidden, isNetworkError, isNotFound } from '../lib/api'
import { isSignalSlow, subscribeToSignal } from '../lib/signal'
import { teamOfPath } from '../lib/team-scope'
import { Button } from './Button'
import { Card } from './Card'

/** A page whose answers this device did not keep, opened without a network (see app/pwa/offline-cache.ts). */
export const notKeptOffline = {
  title: 'Not available offline',
  text: 'This page was not saved on this phone. It will load when you are back online.',
} as const

/** The same, opened online on a signal too weak to reach the server (see lib/signal.ts). */
export const notKeptSlowSignal = {
  title: 'Cannot reach the server',
  text: 'This page was not saved on this phone, and the signal is too weak to load it. It will load by itself when the server answers.',
} as const

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
        Go to the dashboard
      </Link>
    ) : (
      <Link to="/" className="btn btn--ghost">
        Go to the dashboard
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
        title={words.title}
        text={words.text}
        action={
          <>
            {retryButton('Try again')}
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
        title="Not found"
        text="This page or item does not exist, or it has been removed."
        action={toDashboard || retryButton('Try again')}
      />
    )
  }
  if (isForbidden(error)) {
    return (
      <ErrorCard
        quiet
        title="You do not have access"
        text="This part of the team space is not open to you. Ask a coach if you think it should be."
        action={toDashboard || retryButton('Try again')}
      />
    )
  }

  return (
    <ErrorCard
      title="Something went wrong"
      text={
        isApiError(error) && error.status < 500
          ? error.message
          : 'The page could not be loaded. Check your connection and try again.'
      }
      action={
        <>
          {retryButton('Retry')}
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
