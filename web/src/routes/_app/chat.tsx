import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/chat')({
  component: () => <ComingSoonPage title="Team Chat" subtitle="Conversations between coaches and families." />,
})
