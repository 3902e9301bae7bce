import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { VolunteersLoading } from '../../../../features/volunteers/VolunteersRouteStates'
import { VolunteersPage } from '../../../../features/volunteers/VolunteersPage'
import { volunteersPageQuery } from '../../../../features/volunteers/volunteers.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/volunteers')({
  staticData: { page: pageTitles['/volunteers'] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(volunteersPageQuery()),
  pendingComponent: VolunteersLoading,
  errorComponent: PageError,
  component: VolunteersPage,
})
