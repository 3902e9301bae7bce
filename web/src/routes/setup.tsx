import { createFileRoute, redirect } from '@tanstack/react-router'

// Creating a team happens on the sign-in screen; this address opens it there.
export const Route = createFileRoute('/setup')({
  beforeLoad: () => {
    throw redirect({ to: '/auth', search: { mode: 'setup' }, replace: true })
  },
})
