import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../../features/profile/profile.queries'
import { ProfilePage } from '../../features/profile/ProfilePage'

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfilePage,
})
