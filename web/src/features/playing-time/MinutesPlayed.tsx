import { useQuery } from '@tanstack/react-query'
import type { MatchStatus } from '@teamspace/domain/gameday/gameday.constants'
import { can } from '@teamspace/domain/shared/permissions'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { Badge, Button, Notice, Spinner } from '../../ui'
import { playingTimeWords as m } from './playing-time.messages'
import { gameMinutesQuery, statSheetQuery } from './playing-time.queries'
import './playing-time.css'

/** While a half is under way the minutes grow: read again each minute (the socket tells every substitution). */
const IN_PLAY_REFRESH_MS = 60_000

/**
 * A game's minutes played, under its live match once it has kicked off: every child's for a coach, most first; a
 * parent's own children's only. After full time a coach opens the game's stat sheet from here, filled in from the
 * match.
 */
export function MinutesPlayed({ calendarEventId, status }: { calendarEventId: string; status: MatchStatus }) {
  const t = useT()
  const user = useSignedInUser()
  const coach = can(user.role, 'match.record')
  const headingId = useId()
  const inPlay = status === 'first-half' || status === 'second-half'
  const { data, isPending, isError, refetch } = useQuery({
    ...gameMinutesQuery(calendarEventId),
    enabled: status !== 'not-started',
    refetchInterval: inPlay ? IN_PLAY_REFRESH_MS : false,
  })
  if (status === 'not-started') return null
  return (
    <section className="minutes-played" aria-labelledby={headingId}>
      <h4 id={headingId}>{t(coach ? m.minutesPlayed : m.yourChildMinutes)}</h4>
      {isPending ? (
        <Spinner label={t(m.loadingMinutes)} showLabel />
      ) : isError ? (
        <Notice tone="error">
          {t(m.minutesLoadFailed)} <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
        </Notice>
      ) : data.players.length === 0 ? (
        <p className="muted">{t(coach ? m.noLineup : m.noChildInGame)}</p>
      ) : (
        <ol className="minutes-played__list">
          {data.players.map((player) => (
            <li key={player.playerId} className="minutes-played__row">
              <span className="minutes-played__name">
                {player.playerName} {player.starter && <Badge>{t(m.starter)}</Badge>}
              </span>
              <span className="minutes-played__minutes">{t(m.minutes, { minutes: player.minutes })}</span>
            </li>
          ))}
        </ol>
      )}
      {coach && can(user.role, 'stats.record') && status === 'full-time' && (
        <StatSheetLink calendarEventId={calendarEventId} teamId={user.teamId} />
      )}
    </section>
  )
}

/** After full time: the game's stat sheet, to open filled in from the match, or word that it is saved. */
function StatSheetLink({ calendarEventId, teamId }: { calendarEventId: string; teamId: string }) {
  const t = useT()
  const hintId = useId()
  const { data } = useQuery(statSheetQuery(calendarEventId))
  if (data?.recorded) return <p className="muted">{t(m.statSheetRecorded)}</p>
  return (
    <div className="minutes-played__sheet">
      <Link
        to="/t/$teamId/stats"
        params={{ teamId }}
        search={{ sheet: calendarEventId }}
        className="btn btn--primary btn--block"
        aria-describedby={hintId}
      >
        {t(m.fillStatSheet)}
      </Link>
      <p id={hintId} className="field__hint">
        {t(m.statSheetHint)}
      </p>
    </div>
  )
}
