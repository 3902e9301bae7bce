import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { sql } from 'kysely'
import { defineProjection, setBased } from '../../platform/projections/registry'
import './roster.tables'

/**
 * The roster: who plays, with which number and position (their name is personal data, joined from
 * `player_personal_data` when read). Their totals are the stats feature's. Each handler is
 * SQL over its run of events: additions in one insert, changes collapsed to each player's last.
 */
export const rosterProjection = defineProjection<RosterEvent>({
  name: 'roster',
  version: 6,
  tables: ['players'],
  on: {
    PlayerAdded: setBased((run) => [
      sql`
        insert into players (id, team_id, stream_id, jersey_number, position, photo_id, created_at, updated_at)
        select p."playerId", p."teamId", p.stream_id, p."jerseyNumber", p.position, null, p."addedAt", p."addedAt"
        from ${run.rows({
          playerId: 'text',
          teamId: 'text',
          jerseyNumber: 'integer',
          position: 'text',
          addedAt: 'timestamptz',
        })} as p`,
    ]),
    // Each update states the player's whole card: the last of a run is what stays.
    PlayerUpdated: setBased((run) => [
      sql`
        update players as p set jersey_number = u."jerseyNumber", position = u.position,
          updated_at = u."updatedAt"
        from (
          select distinct on (u."playerId") u.*
          from ${run.rows({
            playerId: 'text',
            jerseyNumber: 'integer',
            position: 'text',
            updatedAt: 'timestamptz',
          })} as u
          order by u."playerId", u.seq desc) as u
        where p.id = u."playerId"`,
    ]),
    PlayerPhotoChanged: setBased((run) => [
      sql`
        update players as p set photo_id = c."photoId", updated_at = c."changedAt"
        from (
          select distinct on (c."playerId") c.*
          from ${run.rows({ playerId: 'text', photoId: 'text', changedAt: 'timestamptz' })} as c
          order by c."playerId", c.seq desc) as c
        where p.id = c."playerId"`,
    ]),
    // Leaving keeps the player, greyed (`is_active` false); coming back makes them active again.
    PlayerLeftTeam: setBased((run) => [
      sql`update players set is_active = false where id in (select l."playerId" from ${run.rows({ playerId: 'text' })} as l)`,
    ]),
    PlayerRejoinedTeam: setBased((run) => [
      sql`update players set is_active = true where id in (select r."playerId" from ${run.rows({ playerId: 'text' })} as r)`,
    ]),
    PlayerRemoved: setBased((run) => [
      sql`delete from players where id in (select r."playerId" from ${run.rows({ playerId: 'text' })} as r)`,
    ]),
  },
})
