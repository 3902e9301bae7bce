import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/chat')({
  staticData: { page: { title: 'Team Chat', subtitle: 'Conversations between coaches and families.' } },
  component: ComingSoonPage,
})
