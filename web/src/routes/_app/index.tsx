import { createFileRoute, redirect } from '@tanstack/react-router'

/** The app's address: the dashboard of the session's current team (the one chosen last). */
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: '/t/$teamId/dashboard', params: { teamId: context.user.teamId }, replace: true })
  },
})
