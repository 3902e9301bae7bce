import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/gallery')({
  staticData: { page: { title: 'Team Gallery', subtitle: 'Photos from games and practices, for the team only.' } },
  component: ComingSoonPage,
})
