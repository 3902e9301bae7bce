import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../../../../features/profile/profile.queries'
import { ProfilePage } from '../../../../features/profile/ProfilePage'

export const Route = createFileRoute('/_app/t/$teamId/profile')({
  staticData: { page: { title: 'Profile Settings', subtitle: 'Your contact details and what the team can see.' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfilePage,
})
