import { readFileSync } from 'node:fs'
import { playerNameUpcasters } from '@teamspace/domain/roster/player-name.upcasters'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { readStream } from '../../platform/event-store/read'
import { upcasters } from '../../platform/event-store/upcasters'
import { rebuildProjection, verifyProjection } from '../../platform/projections/rebuild'
import { statsFeature } from '../stats'
import { rosterProjection } from './roster.projection'

const t = useTestDatabase()
const statsProjection = statsFeature.projections.find((projection) => projection.name === 'stats')!

interface StoredRow {
  stream_id: string
  stream_version: number
  type: string
  schema_version: number
  team_id: string
  data: Record<string, unknown>
  metadata: Record<string, unknown>
}
const stored = JSON.parse(
  readFileSync(new URL('../../../../domain/roster/golden/player-events.v1.json', import.meta.url), 'utf8'),
) as StoredRow[]

/**
 * Golden test: events stored at schema version 1, which carried the player's name, exactly as an existing
 * deployment's log holds them (domain/roster/golden/player-events.v1.json). They still read and project: the
 * readers see version 2 without the name, and the projections build the same rows they would from new events.
 */
describe('events stored at schema version 1', () => {
  beforeAll(async () => {
    for (const row of stored)
      await sql`
        insert into events (stream_id, stream_version, type, schema_version, team_id, data, metadata)
        values (${row.stream_id}, ${row.stream_version}, ${row.type}, ${row.schema_version}, ${row.team_id},
          ${JSON.stringify(row.data)}::jsonb, ${JSON.stringify(row.metadata)}::jsonb)`.execute(t.owner.db)
  })

  it('are lifted by the upcasters their features declare, the roster’s, stats’ and votes’ alike', () => {
    for (const [type, steps] of Object.entries(playerNameUpcasters)) expect(upcasters()[type]).toBe(steps)
  })

  it('read back upcast to version 2, without the player’s name', async () => {
    const { events } = await readStream(t.database.db, 'roster-team-golden')
    expect(events.map((e) => [e.type, e.metadata.schemaVersion])).toEqual([
      ['PlayerAdded', 2],
      ['PlayerUpdated', 2],
    ])
    expect(events[1]!.data).toEqual({
      teamId: 'team-golden',
      playerId: 'p-golden-1',
      jerseyNumber: 9,
      position: 'Forward',
      updatedAt: '2025-09-02T10:00:00.000Z',
    })
    expect(JSON.stringify(events)).not.toContain('Golden')
  })

  it('project the roster and the stats a rebuild makes of them, and verify clean', async () => {
    await rebuildProjection(t.owner.db, rosterProjection)
    await rebuildProjection(t.owner.db, statsProjection)
    const players = await t.database.db.selectFrom('players').selectAll().execute()
    expect(players).toEqual([
      {
        id: 'p-golden-1',
        team_id: 'team-golden',
        stream_id: 'roster-team-golden',
        jersey_number: 9,
        position: 'Forward',
        photo_id: null,
        is_active: true,
        created_at: new Date('2025-09-01T10:00:00.000Z'),
        updated_at: new Date('2025-09-02T10:00:00.000Z'),
      },
    ])
    const totals = await t.database.db.selectFrom('player_totals').selectAll().execute()
    expect(totals).toMatchObject([{ player_id: 'p-golden-1', games_played: 1, goals: 2, assists: 1 }])
    const lines = await t.database.db.selectFrom('stat_lines').select(['id', 'player_id', 'goals']).execute()
    expect(lines).toEqual([{ id: 'golden-s1', player_id: 'p-golden-1', goals: 2 }])
    expect(await verifyProjection(t.owner.db, rosterProjection)).toEqual([])
    expect(await verifyProjection(t.owner.db, statsProjection)).toEqual([])
  })
})
