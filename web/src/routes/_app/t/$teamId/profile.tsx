import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../../../../features/profile/profile.queries'
import { ProfilePage } from '../../../../features/profile/ProfilePage'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/profile')({
  staticData: { page: pageTitles['/profile'] },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfilePage,
})
