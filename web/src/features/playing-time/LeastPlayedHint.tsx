import { useQuery } from '@tanstack/react-query'
import type { MatchStatus } from '@teamspace/domain/gameday/gameday.constants'
import { useT } from '../../i18n/use-t'
import { playingTimeWords as m } from './playing-time.messages'
import { gameMinutesQuery } from './playing-time.queries'

/** How many of those off the pitch the hint names. */
const NAMED = 3

/**
 * Beside the coach's substitution control while the match is on: those off the pitch who have played least so far,
 * fewest minutes first, so the next change can even out the time. Read from the same minutes as the list below.
 */
export function LeastPlayedHint({ calendarEventId, status }: { calendarEventId: string; status: MatchStatus }) {
  const t = useT()
  const on = status === 'first-half' || status === 'half-time' || status === 'second-half'
  const { data } = useQuery({ ...gameMinutesQuery(calendarEventId), enabled: on })
  if (!on || !data) return null
  const least = data.players
    .filter((player) => !player.onPitch)
    .sort((a, b) => a.seconds - b.seconds || a.playerName.localeCompare(b.playerName))
    .slice(0, NAMED)
  if (least.length === 0) return null
  return (
    <p className="least-played">
      <strong>{t(m.playedLeast)}</strong>{' '}
      {least.map((player) => t(m.playedLeastPlayer, { name: player.playerName, minutes: player.minutes })).join(', ')}
    </p>
  )
}
