import type { AvailabilityAnswer } from '@teamspace/domain/availability/availability.constants'
import type { GameLineup, LineupCandidate, LineupView } from '@teamspace/domain/lineups/lineups.schemas'
import type { LineupFormat, SlotId } from '@teamspace/domain/lineups/lineups.formations'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { answersFor } from '../availability'
import { gameDaySettingOf } from '../gameday'
import { activePlayers, rosterEntries } from '../roster'
import './lineups.tables'

/** Whether the reader sees drafts and the players to choose from (a coach), or only what is published. */
export type LineupReader = 'coach' | 'member'

/** What a lineup's view is made of: its row and its players in order (the read tables' or a fold's). */
export interface LineupFacts {
  readonly calendarEventId: string
  readonly format: string
  readonly publishAt: string | null
  readonly savedAt: string
  readonly players: readonly { readonly playerId: string; readonly slotId: string | null }[]
  /** The moment it is seen at: published once `publishAt` has come by then. */
  readonly now: Date
}

/** A lineup with today's names: a player deleted since is left out (their row is erased too), one who left is named. */
export const lineupViewOf = async (db: Kysely<DB>, teamId: string, facts: LineupFacts): Promise<LineupView> => {
  const names = new Map(
    (
      await rosterEntries(
        db,
        teamId,
        facts.players.map((p) => p.playerId),
      )
    ).map((p) => [p.id, p]),
  )
  const player = (playerId: string) => {
    const found = names.get(playerId)
    return found ? { playerId, playerName: found.name, jerseyNumber: found.jersey_number } : null
  }
  return {
    calendarEventId: facts.calendarEventId,
    format: facts.format as LineupFormat,
    starters: facts.players.flatMap((p) => {
      const found = p.slotId === null ? null : player(p.playerId)
      return found ? [{ ...found, slotId: p.slotId as SlotId }] : []
    }),
    bench: facts.players.flatMap((p) => {
      const found = p.slotId === null ? player(p.playerId) : null
      return found ? [found] : []
    }),
    publishAt: facts.publishAt,
    published: facts.publishAt !== null && Date.parse(facts.publishAt) <= facts.now.getTime(),
    savedAt: facts.savedAt,
  }
}

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
  const players = await db
    .selectFrom('lineup_players')
    .select(['player_id as playerId', 'slot_id as slotId'])
    .where('calendar_event_id', '=', calendarEventId)
    .orderBy('position')
    .execute()
  return lineupViewOf(db, teamId, {
    calendarEventId,
    format: row.format,
    publishAt: row.publish_at?.toISOString() ?? null,
    savedAt: row.saved_at.toISOString(),
    players,
    now,
  })
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
  if (reader === 'coach') {
    const [candidates, setting] = await Promise.all([
      lineupCandidates(db, teamId, calendarEventId),
      gameDaySettingOf(db, teamId),
    ])
    return { lineup, publishesAt: null, candidates, teamFormat: setting.format }
  }
  if (lineup?.published) return { lineup, publishesAt: null, candidates: null, teamFormat: null }
  return { lineup: null, publishesAt: lineup?.publishAt ?? null, candidates: null, teamFormat: null }
}
