import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { accountAuthMessages as m } from './account-auth.messages'
import { accountGoogleMessages } from './account-google.messages'
import { providersQuery } from './account.queries'

/**
 * Google sign-in, when the site has it set up; otherwise a disabled button that says so. An invite goes through
 * Google and back: to the register form for someone new, to confirm joining for someone with an account.
 */
export function GoogleButton({ invite }: { invite?: string | undefined }) {
  const t = useT()
  const providers = useQuery(providersQuery())
  const configured = providers.data?.google === true
  const known = providers.isSuccess
  return (
    <button
      type="button"
      className="btn btn--secondary btn--block google-button"
      disabled={!configured}
      aria-busy={providers.isPending || undefined}
      onClick={() => {
        // A full page load: the server sends the browser on to Google and back to /api/auth/google/callback.
        window.location.href = invite ? `/api/auth/google?invite=${encodeURIComponent(invite)}` : '/api/auth/google'
      }}
    >
      <GoogleMark />
      {known && !configured ? t(accountGoogleMessages['not-configured']) : t(m.continueWithGoogle)}
    </button>
  )
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.8c-.5-1.4-.8-3-.8-4.8s.3-3.3.8-4.8l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.3 2.3-6.3 0-11.6-4.1-13.5-9.7l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}
