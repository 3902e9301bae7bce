import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely } from 'kysely'
import { nanoid } from 'nanoid'
// Installs the features' upcasters: the log is seeded at the schema versions the app writes.
import '../../app'
import type { DB } from '../../platform/db/schema'
import { upcasters } from '../../platform/event-store/upcasters'

export type SeedShape = 'season' | 'team-by-team'

/**
 * Appends a plausible log straight into the events table (the owner may insert; the log is never updated):
 * teams of 20 players and 180 stat lines each. `season`: every team and its players first, then the stat lines
 * of game after game across the teams, as a busy site's log reads. `team-by-team`: each team whole before the
 * next, the shape in which consecutive events of one type are shortest (20 players, then 180 lines).
 */
export const seedLog = async (db: Kysely<DB>, events: number, shape: SeedShape = 'season', prefix = nanoid(5)) => {
  const at = '2026-09-05T10:00:00.000Z'
  const actor = { userId: 'user-coach', role: 'coach' }
  const PLAYERS = 20
  const LINES = 180
  type Row = { stream_id: string; stream_version: number; type: string; team_id: string; data: object }
  // Each event at its type's current schema version, as the app writes them: nothing to upcast on rebuild.
  let rows: (Row & { schema_version: number })[] = []
  let written = 0
  const flush = async () => {
    if (rows.length === 0) return
    await sql`
      insert into events (stream_id, stream_version, type, schema_version, team_id, data, metadata)
      select r.stream_id, r.stream_version, r.type, r.schema_version, r.team_id, r.data,
             jsonb_build_object('teamId', r.team_id, 'actor', ${JSON.stringify(actor)}::jsonb, 'commandId', 'seed',
                                'correlationId', 'seed', 'recordedAt', ${at}::text, 'schemaVersion', r.schema_version)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(stream_id text, stream_version int, type text, team_id text, data jsonb, schema_version int)`.execute(db)
    written += rows.length
    rows = []
  }
  const push = async (row: Row) => {
    rows.push({ ...row, schema_version: currentSchemaVersion(upcasters(), row.type) })
    if (rows.length >= 5000) await flush()
  }
  const teamCount = Math.max(1, Math.ceil(events / (2 + PLAYERS + LINES)))
  const teamId = (team: number) => `${prefix}-team-${team}`
  const playerId = (team: number, i: number) => `${teamId(team)}-p${i}`
  const teamEvents = async (team: number) => {
    const id = teamId(team)
    await push({
      stream_id: `team-${id}`,
      stream_version: 1,
      type: 'TeamCreated',
      team_id: id,
      data: { teamId: id, name: `Team ${team}`, ageGroup: 'U12', timeZone: 'UTC', createdAt: at },
    })
    await push({
      stream_id: `team-${id}`,
      stream_version: 2,
      type: 'MemberJoined',
      team_id: id,
      data: { teamId: id, userId: `${id}-coach`, role: 'coach', familyId: `${id}-f`, inviteId: null, joinedAt: at },
    })
  }
  const playerEvents = async (team: number) => {
    for (let i = 0; i < PLAYERS; i++) {
      await push({
        stream_id: `player-${playerId(team, i)}`,
        stream_version: 1,
        type: 'PlayerAdded',
        team_id: teamId(team),
        data: {
          teamId: teamId(team),
          playerId: playerId(team, i),
          jerseyNumber: i + 1,
          position: 'Forward',
          addedAt: at,
        },
      })
    }
  }
  const lineEvent = (team: number, line: number) => {
    const statLineId = `${teamId(team)}-l${line}`
    return push({
      stream_id: `statline-${statLineId}`,
      stream_version: 1,
      type: 'StatLineRecorded',
      team_id: teamId(team),
      data: {
        teamId: teamId(team),
        statLineId,
        playerId: playerId(team, line % PLAYERS),
        gameId: null,
        gameDate: '2026-09-05',
        opponent: 'Rovers',
        minutesPlayed: 60,
        goals: line % 3,
        assists: line % 2,
        yellowCards: 0,
        redCards: 0,
        saves: 0,
        keyPlays: [],
        recordedAt: at,
      },
    })
  }
  const full = () => written + rows.length >= events
  if (shape === 'team-by-team') {
    for (let team = 0; team < teamCount && !full(); team++) {
      await teamEvents(team)
      await playerEvents(team)
      for (let line = 0; line < LINES && !full(); line++) await lineEvent(team, line)
    }
  } else {
    for (let team = 0; team < teamCount; team++) await teamEvents(team)
    for (let team = 0; team < teamCount; team++) await playerEvents(team)
    // A game day: each team records its squad's lines.
    for (let game = 0; game < LINES / PLAYERS && !full(); game++)
      for (let team = 0; team < teamCount && !full(); team++)
        for (let i = 0; i < PLAYERS && !full(); i++) await lineEvent(team, game * PLAYERS + i)
  }
  await flush()
  return written
}
