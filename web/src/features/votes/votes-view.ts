import type { PlayerVotes } from '@teamspace/domain/votes/votes.events'
import { medalTable, type Place } from '@teamspace/domain/votes/votes.rules'
import type { Awards, VotingView } from '@teamspace/domain/votes/votes.schemas'
import { translate } from '../../i18n/locale'
import { formatInZone, timeOptions } from '../../lib/dates'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { votesMessages as m } from './votes.messages'

/** '3:00 PM' (en-US), '15:00' (de-DE) for a time of day (HH:mm); the text itself when it is not one. */
export function formatTimeOfDay(time: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return time
  // A time of day names no instant: written as the clock reads it, in UTC, so no zone moves it.
  return formatInZone(`1970-01-01T${time}:00Z`, 'UTC', timeOptions)
}

/** 'Sep 5, 2026 · 3:00 PM': when the voting's game was played. */
export const gameWhen = (voting: Pick<VotingView, 'gameDate' | 'gameTime'>) =>
  `${formatCalendarDate(voting.gameDate)} · ${formatTimeOfDay(voting.gameTime)}`

export const votesLabel = (count: number) => translate(m.votes, { count })

/** 'Robin', 'Robin and Sam', 'Robin, Sam and Alex' (in the person's language). */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return translate(m.namesAnd, { others: names.slice(0, -1).join(', '), last: names.at(-1)! })
}

/** What a closed voting came to, in a sentence: the winner, a tie, or no votes. */
export function resultSummary(winners: readonly PlayerVotes[]): string {
  if (winners.length === 0) return translate(m.noVotesCast)
  const names = namesList(winners.map((winner) => winner.playerName))
  return translate(winners.length === 1 ? m.winner : m.tie, { names, votes: winners[0]!.votes })
}

/** 'Gold', 'Silver', 'Bronze'. */
export const medalName = (place: Place) => translate(m.medal, { place })

/** '1st', or 'Joint 1st' when another player shares the place. */
export const placeLabel = (place: Place, tied: boolean) => translate(tied ? m.jointPlace : m.place, { place })

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
