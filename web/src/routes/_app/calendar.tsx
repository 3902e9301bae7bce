import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/calendar')({
  component: () => <ComingSoonPage title="Team Calendar" subtitle="Practices, games and team events." />,
})
