import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { DirectoryPage } from '../../../../features/directory/DirectoryPage'
import { directoryQuery } from '../../../../features/directory/directory.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/directory')({
  staticData: { page: pageTitles['/directory'] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(directoryQuery()),
  errorComponent: PageError,
  component: DirectoryPage,
})
