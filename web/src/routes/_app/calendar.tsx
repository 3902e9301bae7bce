import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/calendar')({
  staticData: { page: { title: 'Team Calendar', subtitle: 'Practices, games and team events.' } },
  component: ComingSoonPage,
})
