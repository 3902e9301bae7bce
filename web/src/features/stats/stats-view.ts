import type { Player, Totals } from '@teamspace/domain/roster/roster.schemas'
import { perGame } from '@teamspace/domain/stats/stats.constants'
import { formatDate } from '../../lib/dates'

export interface Leader<P> {
  player: P
  value: number
}

/** The player with the most of something (the first in roster order on a tie); none while nobody has any. */
export function leaderBy<P extends Pick<Player, 'stats'>>(
  players: readonly P[],
  total: keyof Totals,
): Leader<P> | null {
  let best: Leader<P> | null = null
  for (const player of players) {
    const value = player.stats[total]
    if (value > 0 && (best === null || value > best.value)) best = { player, value }
  }
  return best
}

/** The season's per-game averages (spec §9: one decimal), in the order the page lists them. */
export function perGameAverages(totals: Totals) {
  const average = (total: number) => perGame(total, totals.gamesPlayed).toFixed(1)
  return [
    { label: 'Goals', value: average(totals.goals) },
    { label: 'Assists', value: average(totals.assists) },
    { label: 'Minutes', value: average(totals.minutesPlayed) },
    { label: 'Saves', value: average(totals.saves) },
  ]
}

export function seasonTotals(totals: Totals) {
  return [
    { label: 'Games Played', value: totals.gamesPlayed },
    { label: 'Goals', value: totals.goals },
    { label: 'Assists', value: totals.assists },
    { label: 'Minutes Played', value: totals.minutesPlayed },
    { label: 'Saves', value: totals.saves },
    { label: 'Yellow Cards', value: totals.yellowCards },
    { label: 'Red Cards', value: totals.redCards },
  ]
}

/**
 * A game date ('2026-03-08') in the spec's en-US form ('Mar 8, 2026'). Read as a local date: parsed as UTC
 * midnight it would show the day before anywhere west of Greenwich.
 */
export function formatGameDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return 'Unknown'
  return formatDate(new Date(year, month - 1, day))
}

/** Today as the date input wants it, in the person's own time zone. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
