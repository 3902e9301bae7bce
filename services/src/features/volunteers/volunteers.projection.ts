import type { CalendarEventCancelled } from '@teamspace/domain/calendar/calendar.events'
import type { VolunteerDomainEvent } from '@teamspace/domain/volunteers/volunteers.events'
import { sql } from 'kysely'
import { chunks, defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './volunteers.tables'

/**
 * The team's volunteer needs and who holds their slots. A need's time and title are not kept here: they are
 * worked out from its calendar event when read, so a moved event moves its needs. A deleted calendar event
 * takes its needs with it. Each handler writes a run of events with a few statements that read nothing back,
 * so the command path sends them with its append.
 */
export const volunteersProjection = defineProjection<VolunteerDomainEvent | CalendarEventCancelled>({
  name: 'volunteers',
  version: 3,
  tables: ['volunteer_needs', 'volunteer_sign_ups'],
  on: {
    VolunteerNeedAdded: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 500)) {
        await db
          .insertInto('volunteer_needs')
          .values(
            slice.map(({ data, streamVersion }) => ({
              id: data.needId,
              team_id: data.teamId,
              calendar_event_id: data.calendarEventId,
              type: data.type,
              slots_needed: data.slotsNeeded,
              offset_minutes: data.offsetMinutes,
              description: data.description,
              food: data.food,
              created_by: data.addedBy,
              created_at: data.addedAt,
              updated_at: data.addedAt,
              version: streamVersion,
            })),
          )
          .execute()
      }
    }),
    VolunteerNeedChanged: writesOnly(async (events, db) => {
      const rows = lastByKey(events, (e) => e.data.needId).map(({ data, streamVersion }) => ({
        id: data.needId,
        version: streamVersion,
        type: data.type,
        slots_needed: data.slotsNeeded,
        offset_minutes: data.offsetMinutes,
        description: data.description,
        food: data.food,
        updated_at: data.changedAt,
      }))
      for (const slice of chunks(rows, 1000)) {
        await sql`
          update volunteer_needs as n set
            type = c.type, slots_needed = c.slots_needed, offset_minutes = c.offset_minutes,
            description = c.description, food = c.food, updated_at = c.updated_at, version = c.version
          from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as c(id text, version int, type text,
            slots_needed int, offset_minutes int, description text, food boolean, updated_at timestamptz)
          where n.id = c.id`.execute(db)
      }
    }),
    VolunteerNeedRemoved: writesOnly(async (events, db) => {
      const ids = events.map((e) => e.data.needId)
      await db.deleteFrom('volunteer_sign_ups').where('need_id', 'in', ids).execute()
      await db.deleteFrom('volunteer_needs').where('id', 'in', ids).execute()
    }),
    CalendarEventCancelled: writesOnly(async (events, db) => {
      const calendarEventIds = events.map((e) => e.data.calendarEventId)
      await db
        .deleteFrom('volunteer_sign_ups')
        .where('need_id', 'in', (eb) =>
          eb.selectFrom('volunteer_needs').select('id').where('calendar_event_id', 'in', calendarEventIds),
        )
        .execute()
      await db.deleteFrom('volunteer_needs').where('calendar_event_id', 'in', calendarEventIds).execute()
    }),
    // A booking that raced its calendar event's deletion finds no need and counts for nobody, live and in a
    // rebuild alike. Within a run a member books a need at most once (a withdrawal would end the run).
    VolunteerSlotBooked: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 1000)) {
        const rows = slice.map(({ data }) => ({
          need_id: data.needId,
          volunteer_id: data.volunteerId,
          team_id: data.teamId,
          note: data.note,
          signed_up_at: data.bookedAt,
        }))
        await sql`
          insert into volunteer_sign_ups (need_id, volunteer_id, team_id, note, signed_up_at)
          select b.need_id, b.volunteer_id, b.team_id, b.note, b.signed_up_at
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(need_id text, volunteer_id text,
            team_id text, note text, signed_up_at timestamptz)
          where exists (select 1 from volunteer_needs as n where n.id = b.need_id)`.execute(db)
      }
    }),
    VolunteerSlotWithdrawn: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 1000)) {
        const rows = slice.map(({ data }) => ({ need_id: data.needId, volunteer_id: data.volunteerId }))
        await sql`
          delete from volunteer_sign_ups as s
          using jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(need_id text, volunteer_id text)
          where s.need_id = w.need_id and s.volunteer_id = w.volunteer_id`.execute(db)
      }
    }),
    // Offers and their withdrawals: the last word per slot within a run decides.
    VolunteerSwapOffered: writesOnly(async (events, db) => {
      const rows = lastByKey(events, (e) => `${e.data.needId}:${e.data.volunteerId}`).map(({ data }) => ({
        need_id: data.needId,
        volunteer_id: data.volunteerId,
        offered_at: data.offeredAt,
      }))
      for (const slice of chunks(rows, 1000)) {
        await sql`
          update volunteer_sign_ups as s set swap_offered_at = o.offered_at
          from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as o(need_id text, volunteer_id text,
            offered_at timestamptz)
          where s.need_id = o.need_id and s.volunteer_id = o.volunteer_id`.execute(db)
      }
    }),
    VolunteerSwapOfferWithdrawn: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 1000)) {
        const rows = slice.map(({ data }) => ({ need_id: data.needId, volunteer_id: data.volunteerId }))
        await sql`
          update volunteer_sign_ups as s set swap_offered_at = null
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(need_id text, volunteer_id text)
          where s.need_id = w.need_id and s.volunteer_id = w.volunteer_id`.execute(db)
      }
    }),
    // The slot passes to the one who took it, without the first volunteer's note. Swaps are rare and one may
    // follow another in a run (A to B, then B to C), so each is written in order.
    VolunteerSwapTaken: writesOnly(async (events, db) => {
      for (const { data } of events) {
        await db
          .updateTable('volunteer_sign_ups')
          .set({ volunteer_id: data.toVolunteerId, note: '', signed_up_at: data.takenAt, swap_offered_at: null })
          .where('need_id', '=', data.needId)
          .where('volunteer_id', '=', data.fromVolunteerId)
          .execute()
      }
    }),
  },
})
