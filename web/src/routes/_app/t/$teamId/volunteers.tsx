import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { VolunteersLoading } from '../../../../features/volunteers/VolunteersRouteStates'
import { VolunteersPage } from '../../../../features/volunteers/VolunteersPage'
import { volunteersPageQuery } from '../../../../features/volunteers/volunteers.queries'

export const Route = createFileRoute('/_app/t/$teamId/volunteers')({
  staticData: { page: { title: 'Volunteers', subtitle: 'Snacks, setup, cleanup and rides: who is helping when.' } },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(volunteersPageQuery()),
  pendingComponent: VolunteersLoading,
  errorComponent: PageError,
  component: VolunteersPage,
})
