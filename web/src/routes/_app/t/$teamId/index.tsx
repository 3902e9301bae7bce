import { createFileRoute, redirect } from '@tanstack/react-router'

/** A team's own address opens its dashboard. */
export const Route = createFileRoute('/_app/t/$teamId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
})
