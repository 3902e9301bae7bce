import { createFileRoute, redirect } from '@tanstack/react-router'

// Kept so that links in older invitation emails and bookmarks still work.
export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    throw redirect({ to: '/auth', replace: true })
  },
})
