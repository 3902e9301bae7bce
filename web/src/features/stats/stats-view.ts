import type { Player, Totals } from '@teamspace/domain/roster/roster.schemas'
import { perGame } from '@teamspace/domain/stats/stats.constants'
import { currentLocale, translate } from '../../i18n/locale'
import { formatDate } from '../../lib/dates'
import { datesMessages } from '../../lib/dates.messages'
import { statsMessages as m } from './stats.messages'

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

/** The season's per-game averages (spec §9: one decimal, as the person's locale writes it), in the page's order. */
export function perGameAverages(totals: Totals) {
  const decimal = new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  })
  const average = (total: number) => decimal.format(perGame(total, totals.gamesPlayed))
  return [
    { label: translate(m.goals), value: average(totals.goals) },
    { label: translate(m.assists), value: average(totals.assists) },
    { label: translate(m.minutes), value: average(totals.minutesPlayed) },
    { label: translate(m.saves), value: average(totals.saves) },
  ]
}

export function seasonTotals(totals: Totals) {
  return [
    { label: translate(m.gamesPlayed), value: totals.gamesPlayed },
    { label: translate(m.goals), value: totals.goals },
    { label: translate(m.assists), value: totals.assists },
    { label: translate(m.minutesPlayed), value: totals.minutesPlayed },
    { label: translate(m.saves), value: totals.saves },
    { label: translate(m.yellowCardsTotal), value: totals.yellowCards },
    { label: translate(m.redCardsTotal), value: totals.redCards },
  ]
}

/**
 * A game date ('2026-03-08') as the person's locale writes a day ('Mar 8, 2026' in the United States). Read as a
 * local date: parsed as UTC midnight it would show the day before anywhere west of Greenwich.
 */
export function formatGameDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return translate(datesMessages.unknown)
  return formatDate(new Date(year, month - 1, day))
}

/** Today as the date input wants it, in the person's own time zone. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
