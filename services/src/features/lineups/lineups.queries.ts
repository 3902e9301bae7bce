import type { AvailabilityAnswer } from '@teamspace/domain/availability/availability.constants'
import type { GameLineup, LineupCandidate, LineupView, NextLineup } from '@teamspace/domain/lineups/lineups.schemas'
import type { LineupFormat, SlotId } from '@teamspace/domain/lineups/lineups.formations'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { answersFor } from '../availability'
import { activePlayers, rosterEntries } from '../roster'
import './lineups.tables'

/** Whether the reader sees drafts and the players to choose from (a coach), or only what is published. */
export type LineupReader = 'coach' | 'member'

const isPublished = (publishAt: Date | null, now: Date) => publishAt !== null && publishAt.getTime() <= now.getTime()

/** A game's lineup with today's names, whoever may see it; null when the game has none. */
export const findLineup = async (
  db: Kysely<DB>,
  teamId: string,
  calendarEventId: string,
  now: Date,
): Promise<LineupView | null> => {
  const row = await db
    .selectFrom('lineups')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', calendarEventId)
    .executeTakeFirst()
  if (!row) return null
  const named = await db
    .selectFrom('lineup_players')
    .select(['player_id', 'slot_id'])
    .where('calendar_event_id', '=', calendarEventId)
    .orderBy('position')
    .execute()
  // A player deleted since is left out (their row is erased too); one who left the team is still named.
  const names = new Map(
    (
      await rosterEntries(
        db,
        teamId,
        named.map((p) => p.player_id),
      )
    ).map((p) => [p.id, p]),
  )
  const player = (playerId: string) => {
    const found = names.get(playerId)
    return found ? { playerId, playerName: found.name, jerseyNumber: found.jersey_number } : null
  }
  return {
    calendarEventId,
    format: row.format as LineupFormat,
    starters: named.flatMap((p) => {
      const found = p.slot_id === null ? null : player(p.player_id)
      return found ? [{ ...found, slotId: p.slot_id as SlotId }] : []
    }),
    bench: named.flatMap((p) => {
      const found = p.slot_id === null ? player(p.player_id) : null
      return found ? [found] : []
    }),
    publishAt: row.publish_at?.toISOString() ?? null,
    published: isPublished(row.publish_at, now),
    savedAt: row.saved_at.toISOString(),
  }
}

/** Going first, then maybe, then no answer, then not going; the roster's order within each. */
const answerOrder = (answer: AvailabilityAnswer | null) =>
  answer === 'going' ? 0 : answer === 'maybe' ? 1 : answer === null ? 2 : 3

/** The team's active players for the coach to pick from, with the family's answer for the game. */
export const lineupCandidates = async (
  db: Kysely<DB>,
  teamId: string,
  calendarEventId: string,
): Promise<LineupCandidate[]> => {
  const [players, answers] = await Promise.all([activePlayers(db, teamId), answersFor(db, teamId, calendarEventId)])
  return players
    .map((p) => ({
      playerId: p.id,
      playerName: p.name,
      jerseyNumber: p.jersey_number,
      answer: answers.get(p.id)?.answer ?? null,
    }))
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => answerOrder(a.candidate.answer) - answerOrder(b.candidate.answer) || a.index - b.index)
    .map(({ candidate }) => candidate)
}

/**
 * A game's lineup as the reader may see it: a coach sees the draft and the players to choose from; a member
 * sees it once published, and until then only when it will be (never what it holds).
 */
export const gameLineupFor = async (
  db: Kysely<DB>,
  teamId: string,
  calendarEventId: string,
  reader: LineupReader,
  now: Date,
): Promise<GameLineup> => {
  const lineup = await findLineup(db, teamId, calendarEventId, now)
  if (reader === 'coach')
    return { lineup, publishesAt: null, candidates: await lineupCandidates(db, teamId, calendarEventId) }
  if (lineup?.published) return { lineup, publishesAt: null, candidates: null }
  return { lineup: null, publishesAt: lineup?.publishAt ?? null, candidates: null }
}

/** The team's next game that has not ended, with its lineup as the reader may see it. */
export const nextLineupFor = async (
  db: Kysely<DB>,
  teamId: string,
  reader: LineupReader,
  now: Date,
): Promise<NextLineup> => {
  const game = await db
    .selectFrom('calendar_events')
    .select(['id', 'title', 'opponent', 'starts_at'])
    .where('team_id', '=', teamId)
    .where('type', '=', 'game')
    .where('cancelled_at', 'is', null)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .executeTakeFirst()
  if (!game) return { game: null, lineup: null, publishesAt: null }
  const { lineup, publishesAt } = await gameLineupFor(db, teamId, game.id, reader, now)
  return {
    game: {
      calendarEventId: game.id,
      title: game.title,
      opponent: game.opponent,
      startsAt: game.starts_at.toISOString(),
    },
    lineup,
    publishesAt,
  }
}
