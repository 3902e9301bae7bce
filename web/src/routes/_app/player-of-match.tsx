import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/player-of-match')({
  staticData: { page: { title: 'Player of the Match', subtitle: 'Vote for the standout player of each game.' } },
  component: ComingSoonPage,
})
