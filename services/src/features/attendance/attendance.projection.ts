import type { AttendanceDomainEvent } from '@teamspace/domain/attendance/attendance.events'
import type { CalendarEventCancelled } from '@teamspace/domain/calendar/calendar.events'
import type { PlayerAdded, PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { chunks, defineProjection, lastByKey, setBased, readsAndWrites } from '../../platform/projections/registry'
import './attendance.tables'

/**
 * Adds (`sign` 1) or takes back (-1) the saved sets of `calendarEventIds` to their players' totals, in one
 * statement that reads the sets in the database: nothing comes back, so it travels with the append.
 */
const countSets = (db: Kysely<DB>, calendarEventIds: readonly string[], sign: 1 | -1) =>
  sql`
    update attendance_totals as t set
      present = t.present + ${sign}::int * s.present,
      total = t.total + ${sign}::int * s.total
    from (
      select player_id, count(*) filter (where status = 'present')::int as present, count(*)::int as total
      from attendance_records
      where calendar_event_id in (${sql.join(calendarEventIds)})
      group by player_id) as s
    where t.player_id = s.player_id`.execute(db)

/**
 * Locks the totals of the teams' players in one order before anything else touches them or their records, so
 * two saves (or a save and a player's removal) that share players wait for each other instead of deadlocking.
 * It reads, so these handlers run inside the append's transaction.
 */
const lockTotals = (db: Kysely<DB>, teamIds: readonly string[]) =>
  db
    .selectFrom('attendance_totals')
    .select('player_id')
    .where('team_id', 'in', [...new Set(teamIds)])
    .orderBy('player_id')
    .forUpdate()
    .execute()

/** Takes the saved sets of `calendarEventIds` out of the totals and the records. */
const dropSets = async (db: Kysely<DB>, calendarEventIds: readonly string[]) => {
  await countSets(db, calendarEventIds, -1)
  await db.deleteFrom('attendance_records').where('calendar_event_id', 'in', calendarEventIds).execute()
}

/**
 * The set last saved for each calendar event, and each player's present / total. A new set replaces the old:
 * the old one is taken out of the totals before the new one is counted in. Records of players the roster does
 * not know (removed meanwhile) count for nobody. A deleted calendar event's set goes with it. Each handler
 * writes set-based, whatever the length of its run.
 */
export const attendanceProjection = defineProjection<
  AttendanceDomainEvent | PlayerAdded | PlayerRemoved | CalendarEventCancelled
>({
  name: 'attendance',
  version: 2,
  tables: ['attendance_sheets', 'attendance_records', 'attendance_totals'],
  on: {
    PlayerAdded: setBased((run) => [
      sql`
        insert into attendance_totals (player_id, team_id)
        select p."playerId", p."teamId" from ${run.rows({ playerId: 'text', teamId: 'text' })} as p`,
    ]),
    PlayerRemoved: readsAndWrites(async (events, db) => {
      await lockTotals(
        db,
        events.map((e) => e.data.teamId),
      )
      const ids = events.map((e) => e.data.playerId)
      await db.deleteFrom('attendance_records').where('player_id', 'in', ids).execute()
      await db.deleteFrom('attendance_totals').where('player_id', 'in', ids).execute()
    }),
    // Of a run, only each event's last set stands: the ones before it would be counted and taken back again.
    AttendanceTaken: readsAndWrites(async (events, db) => {
      const sets = lastByKey(events, (e) => e.data.calendarEventId)
      await lockTotals(
        db,
        sets.map((e) => e.data.teamId),
      )
      for (const slice of chunks(sets, 200)) {
        const ids = slice.map((e) => e.data.calendarEventId)
        await dropSets(db, ids)
        const records = slice.flatMap(({ data }) =>
          data.records.map((record) => ({
            calendar_event_id: data.calendarEventId,
            player_id: record.playerId,
            team_id: data.teamId,
            status: record.status,
          })),
        )
        if (records.length > 0) {
          await sql`
            insert into attendance_records (calendar_event_id, player_id, team_id, status)
            select r.calendar_event_id, r.player_id, r.team_id, r.status
            from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
              as r(calendar_event_id text, player_id text, team_id text, status text)
            where exists (select 1 from attendance_totals as t where t.player_id = r.player_id)`.execute(db)
        }
        await countSets(db, ids, 1)
        await db
          .insertInto('attendance_sheets')
          .values(
            slice.map(({ data, metadata }) => ({
              calendar_event_id: data.calendarEventId,
              team_id: data.teamId,
              taken_at: data.takenAt,
              taken_by: metadata.actor?.userId ?? null,
            })),
          )
          .onConflict((oc) =>
            oc.column('calendar_event_id').doUpdateSet((eb) => ({
              taken_at: eb.ref('excluded.taken_at'),
              taken_by: eb.ref('excluded.taken_by'),
            })),
          )
          .execute()
      }
    }),
    CalendarEventCancelled: readsAndWrites(async (events, db) => {
      await lockTotals(
        db,
        events.map((e) => e.data.teamId),
      )
      const ids = events.map((e) => e.data.calendarEventId)
      await dropSets(db, ids)
      await db.deleteFrom('attendance_sheets').where('calendar_event_id', 'in', ids).execute()
    }),
  },
})
