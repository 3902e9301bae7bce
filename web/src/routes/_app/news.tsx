import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/news')({
  staticData: { page: { title: 'Team News', subtitle: 'Announcements and match reports from the coaches.' } },
  component: ComingSoonPage,
})
