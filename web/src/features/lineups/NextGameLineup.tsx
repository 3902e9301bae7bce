import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { Card } from '../../ui'
import { LineupStatus } from './GameLineup'
import { gameLineupQuery, lineupKeys } from './lineups.queries'
import { lineupsMessages as m } from './lineups.messages'
import { LineupView } from './LineupView'
import { useRefetchAt } from './use-refetch-at'
import './lineups.css'

interface NextGameLineupProps {
  /** The team's next game, as the dashboard's calendar has it (which follows the calendar's changes). */
  game: { readonly id: string; readonly title: string; readonly startsAt: string }
  timeZone: string
}

/**
 * The dashboard's card for the next game's lineup: shown once there is something to see (for families, once it is
 * published or when it will be); nothing otherwise, so a dashboard without one stays short.
 */
export function NextGameLineup({ game, timeZone }: NextGameLineupProps) {
  const t = useT()
  const { data } = useQuery(gameLineupQuery(game.id))
  useRefetchAt(lineupKeys.game(game.id), data?.publishesAt)
  if (!data || (data.lineup === null && data.publishesAt === null)) return null
  return (
    <Card title={t(m.nextGameLineup)} className="next-lineup">
      <p className="next-lineup__game">
        <strong>{game.title}</strong> <span className="muted">· {formatEventDateTime(game.startsAt, timeZone)}</span>
      </p>
      <LineupStatus data={data} timeZone={timeZone} />
      {data.lineup && <LineupView lineup={data.lineup} />}
    </Card>
  )
}
