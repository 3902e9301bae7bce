import { useQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { Card } from '../../ui'
import { LineupStatus } from './GameLineup'
import { lineupKeys, nextLineupQuery } from './lineups.queries'
import { lineupsMessages as m } from './lineups.messages'
import { LineupView } from './LineupView'
import { useRefetchAt } from './use-refetch-at'
import './lineups.css'

/**
 * The dashboard's card for the next game's lineup: shown once there is something to see (for families, once it is
 * published or when it will be); nothing otherwise, so a dashboard without one stays short.
 */
export function NextGameLineup({ timeZone }: { timeZone: string }) {
  const t = useT()
  const manages = can(useSignedInUser().role, 'lineups.manage')
  const { data } = useQuery(nextLineupQuery())
  useRefetchAt(lineupKeys.next, data?.publishesAt)
  if (!data?.game || (data.lineup === null && data.publishesAt === null)) return null
  const { game } = data
  return (
    <Card title={t(m.nextGameLineup)} className="next-lineup">
      <p className="next-lineup__game">
        <strong>{game.title}</strong> <span className="muted">· {formatEventDateTime(game.startsAt, timeZone)}</span>
      </p>
      <LineupStatus data={{ ...data, candidates: manages ? [] : null }} timeZone={timeZone} />
      {data.lineup && <LineupView lineup={data.lineup} />}
    </Card>
  )
}
