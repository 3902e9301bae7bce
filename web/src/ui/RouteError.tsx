import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { isApiError, isForbidden, isNotFound } from '../lib/api'
import { Button } from './Button'
import { Card } from './Card'

/**
 * The error component of every route. "Not found" and "forbidden" are answers, so retrying will
 * not change them; anything else may be passing, so it offers a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)

  if (isNotFound(error)) {
    return <ErrorCard quiet title="Not found" text="This page or item does not exist, or it has been removed." />
  }
  if (isForbidden(error)) {
    return (
      <ErrorCard
        quiet
        title="You do not have access"
        text="This part of the team space is not open to you. Ask a coach if you think it should be."
      />
    )
  }

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

  return (
    <ErrorCard
      title="Something went wrong"
      text={
        isApiError(error) && error.status < 500
          ? error.message
          : 'The page could not be loaded. Check your connection and try again.'
      }
      action={
        <Button variant="primary" loading={retrying} onClick={() => void retry()}>
          Retry
        </Button>
      }
    />
  )
}

interface ErrorCardProps {
  title: string
  text: string
  action?: ReactNode
  quiet?: boolean
}

function ErrorCard({ title, text, action, quiet = false }: ErrorCardProps) {
  return (
    <div role="alert">
      <Card title={title} className={quiet ? 'error-state error-state--quiet' : 'error-state'}>
        <div className="error-state__body">
          <p className="error-state__text">{text}</p>
          <div className="page-header__actions">
            {action}
            <Link to="/dashboard" className="btn btn--ghost">
              Go to the dashboard
            </Link>
          </div>
        </div>
      </Card>
    </div>
  )
}
