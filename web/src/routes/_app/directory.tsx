import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/directory')({
  staticData: { page: { title: 'Team Directory', subtitle: 'How to reach the team’s coaches and families.' } },
  component: ComingSoonPage,
})
