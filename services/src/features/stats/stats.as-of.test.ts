import { foldRoster } from '@teamspace/domain/roster/roster.as-of'
import { playerStreamId, type RosterEvent } from '@teamspace/domain/roster/roster.events'
import { positions } from '@teamspace/domain/roster/roster.schemas'
import { foldStats, totalsOf } from '@teamspace/domain/stats/stats.as-of'
import { statLineStreamId, type StatLineValues, type StatsEvent } from '@teamspace/domain/stats/stats.events'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldAgainstTables, type Written } from '../../../test/as-of-spec'
import { useTestDatabase } from '../../../test/database'
import { features } from '../../app'

const t = useTestDatabase()
/** The projections that keep the roster's and the stats' tables, as the app runs them. */
const projections = features.filter((f) => f.name === 'roster' || f.name === 'stats').flatMap((f) => f.projections)
const TEAM = 'team-1'
const start = Date.parse('2026-09-01T10:00:00.000Z')

/** What a coach may do next, each choice resolved against what exists then (`pick` chooses among them). */
const step = fc.record({
  kind: fc.constantFrom('add', 'update', 'photo', 'remove', 'record', 'correct', 'void'),
  pick: fc.nat(),
  jersey: fc.option(fc.integer({ min: 1, max: 99 })),
  position: fc.constantFrom(...positions),
  goals: fc.nat({ max: 5 }),
  minutes: fc.nat({ max: 90 }),
  saves: fc.nat({ max: 9 }),
  keyPlays: fc.array(fc.constantFrom('Header', 'Tackle', 'Save'), { maxLength: 2 }),
  actor: fc.constantFrom('coach-a', 'coach-b'),
})

/** A history the deciders could have written: players changed while on the roster, lines of players on it. */
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const historyOf = (steps: readonly Step[]) => {
  const written: Written<RosterEvent | StatsEvent>[] = []
  const players: string[] = []
  const lines = new Map<string, string>()
  steps.forEach((s, i) => {
    const at = new Date(start + i * 60_000).toISOString()
    const write = (event: RosterEvent | StatsEvent, streamId: string) =>
      written.push({ event, streamId, recordedAt: at, actorId: s.actor })
    const player = players[s.pick % Math.max(players.length, 1)]
    const lineIds = [...lines.keys()]
    const lineId = lineIds[s.pick % Math.max(lineIds.length, 1)]
    const values: StatLineValues = {
      gameId: null,
      gameDate: `2026-08-${String((s.pick % 28) + 1).padStart(2, '0')}`,
      opponent: s.pick % 2 ? 'Lions' : '',
      minutesPlayed: s.minutes,
      goals: s.goals,
      assists: s.pick % 3,
      yellowCards: s.pick % 2,
      redCards: 0,
      saves: s.saves,
      keyPlays: s.keyPlays,
    }
    const details = { teamId: TEAM, jerseyNumber: s.jersey, position: s.position }
    if (s.kind === 'add' || !player) {
      const playerId = `p${i}`
      players.push(playerId)
      write({ type: 'PlayerAdded', data: { ...details, playerId, addedAt: at } }, playerStreamId(playerId))
    } else if (s.kind === 'update')
      write({ type: 'PlayerUpdated', data: { ...details, playerId: player, updatedAt: at } }, playerStreamId(player))
    else if (s.kind === 'photo')
      write(
        { type: 'PlayerPhotoChanged', data: { teamId: TEAM, playerId: player, photoId: `ph${i}`, changedAt: at } },
        playerStreamId(player),
      )
    else if (s.kind === 'remove') {
      players.splice(players.indexOf(player), 1)
      for (const [id, owner] of lines) if (owner === player) lines.delete(id)
      write({ type: 'PlayerRemoved', data: { teamId: TEAM, playerId: player, removedAt: at } }, playerStreamId(player))
    } else if (s.kind === 'record' || !lineId) {
      const statLineId = `s${i}`
      lines.set(statLineId, player)
      write(
        { type: 'StatLineRecorded', data: { ...values, teamId: TEAM, statLineId, playerId: player, recordedAt: at } },
        statLineStreamId(statLineId),
      )
    } else if (s.kind === 'correct')
      write(
        {
          type: 'StatLineCorrected',
          data: { ...values, teamId: TEAM, statLineId: lineId, playerId: lines.get(lineId)!, correctedAt: at },
        },
        statLineStreamId(lineId),
      )
    else {
      write(
        {
          type: 'StatLineVoided',
          data: { teamId: TEAM, statLineId: lineId, playerId: lines.get(lineId)!, voidedAt: at },
        },
        statLineStreamId(lineId),
      )
      lines.delete(lineId)
    }
  })
  return written
}

const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id))

describe('the roster and the stats as of now', () => {
  it('equal the read tables after any history of adds, changes, removals, lines, corrections and voids', () =>
    fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        await foldAgainstTables(t, projections, historyOf(steps), async (db, folded) => {
          const players = foldRoster(
            folded.filter((e): e is (typeof folded)[number] & RosterEvent => e.type.startsWith('Player')),
          )
          const lines = foldStats(folded)

          const playerRows = await db.selectFrom('players').selectAll().where('team_id', '=', TEAM).execute()
          expect(
            byId(
              playerRows.map((p) => ({
                id: p.id,
                jerseyNumber: p.jersey_number,
                position: p.position,
                createdAt: p.created_at.toISOString(),
                updatedAt: p.updated_at.toISOString(),
              })),
            ),
          ).toEqual(byId(players))

          const lineRows = await db.selectFrom('stat_lines').selectAll().where('team_id', '=', TEAM).execute()
          expect(
            byId(
              lineRows.map((l) => ({
                id: l.id,
                playerId: l.player_id,
                gameId: l.game_id,
                gameDate: l.game_date,
                opponent: l.opponent,
                minutesPlayed: l.minutes_played,
                goals: l.goals,
                assists: l.assists,
                yellowCards: l.yellow_cards,
                redCards: l.red_cards,
                saves: l.saves,
                keyPlays: l.key_plays,
                recordedBy: l.recorded_by,
                createdAt: l.created_at.toISOString(),
                correctedAt: l.corrected_at?.toISOString() ?? null,
              })),
            ),
          ).toEqual(byId(lines))

          const totals = await db.selectFrom('player_totals').selectAll().where('team_id', '=', TEAM).execute()
          expect(
            byId(
              totals.map(({ player_id, team_id: _team, ...sums }) => ({
                id: player_id,
                gamesPlayed: sums.games_played,
                goals: sums.goals,
                assists: sums.assists,
                yellowCards: sums.yellow_cards,
                redCards: sums.red_cards,
                minutesPlayed: sums.minutes_played,
                saves: sums.saves,
                cleanSheets: sums.clean_sheets,
              })),
            ),
          ).toEqual(byId(players.map((p) => ({ id: p.id, ...totalsOf(lines, p.id) }))))
        })
      }),
      { numRuns: 25 },
    ))
})
