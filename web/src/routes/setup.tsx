import { createFileRoute, redirect } from '@tanstack/react-router'

// First-run setup happens on the sign-in screen; this address only forwards there.
export const Route = createFileRoute('/setup')({
  beforeLoad: () => {
    throw redirect({ to: '/auth', replace: true })
  },
})
