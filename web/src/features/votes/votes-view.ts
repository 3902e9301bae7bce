import type { PlayerVotes } from '@teamspace/domain/votes/votes.events'
import { medalTable, type Place } from '@teamspace/domain/votes/votes.rules'
import type { Awards, VotingView } from '@teamspace/domain/votes/votes.schemas'
import { formatCalendarDate } from '../../shared/calendar/event-dates'

/** '3:00 PM' for a time of day (HH:mm); the text itself when it is not one. */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`
}

/** 'Sep 5, 2026 · 3:00 PM': when the voting's game was played. */
export const gameWhen = (voting: Pick<VotingView, 'gameDate' | 'gameTime'>) =>
  `${formatCalendarDate(voting.gameDate)} · ${formatTimeOfDay(voting.gameTime)}`

export const votesLabel = (count: number) => (count === 1 ? '1 vote' : `${count} votes`)

/** 'Robin', 'Robin and Sam', 'Robin, Sam and Alex'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** What a closed voting came to, in a sentence: the winner, a tie, or no votes. */
export function resultSummary(winners: readonly PlayerVotes[]): string {
  if (winners.length === 0) return 'No votes were cast.'
  const names = namesList(winners.map((winner) => winner.playerName))
  const votes = votesLabel(winners[0]!.votes)
  return winners.length === 1
    ? `${names} is Player of the Match with ${votes}.`
    : `It's a tie: ${names} are joint Players of the Match with ${votes} each.`
}

export const medalNames = { 1: 'Gold', 2: 'Silver', 3: 'Bronze' } as const satisfies Record<Place, string>
const placeNames = { 1: '1st', 2: '2nd', 3: '3rd' } as const satisfies Record<Place, string>

/** '1st', or 'Joint 1st' when another player shares the place. */
export const placeLabel = (place: Place, tied: boolean) => (tied ? `Joint ${placeNames[place]}` : placeNames[place])

/** The medal places of a closed voting (top 3, ties kept together). */
export const medalsOf = (voting: Pick<VotingView, 'tally'>) => medalTable(voting.tally ?? [])

/** A tally entry's share of the votes in, as a whole percentage for its bar. */
export const shareOf = (votes: number, total: number) => (total === 0 ? 0 : Math.round((votes / total) * 100))

/**
 * The season view: the players never recognised yet (in roster order), then the others by awards, most first.
 */
export function awardsSpread(awards: Awards) {
  const never = awards.players.filter((player) => player.awards === 0)
  const recognised = awards.players
    .filter((player) => player.awards > 0)
    .sort((a, b) => b.awards - a.awards || a.playerName.localeCompare(b.playerName))
  return { never, recognised }
}
