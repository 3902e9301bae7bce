import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { DirectoryPage } from '../../../../features/directory/DirectoryPage'
import { directoryQuery } from '../../../../features/directory/directory.queries'

export const Route = createFileRoute('/_app/t/$teamId/directory')({
  staticData: { page: { title: 'Team Directory', subtitle: 'How to reach the team’s coaches and families.' } },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(directoryQuery()),
  errorComponent: PageError,
  component: DirectoryPage,
})
