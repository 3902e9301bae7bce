import type { AvailabilityDomainEvent } from '@teamspace/domain/availability/availability.events'
import type { PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import { chunks, defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './availability.tables'

/** Each child's last answer per calendar event. A removed player's answers go with them. */
export const availabilityProjection = defineProjection<AvailabilityDomainEvent | PlayerRemoved>({
  name: 'availability',
  version: 1,
  tables: ['availability_answers'],
  on: {
    // An answer replaces the child's earlier one: of a run, each child's last per event, in one upsert.
    AvailabilityGiven: writesOnly(async (events, db) => {
      const last = lastByKey(events, (e) => `${e.data.calendarEventId} ${e.data.playerId}`)
      for (const slice of chunks(last, 1000)) {
        await db
          .insertInto('availability_answers')
          .values(
            slice.map(({ data, metadata }) => ({
              calendar_event_id: data.calendarEventId,
              player_id: data.playerId,
              team_id: data.teamId,
              answer: data.answer,
              note: data.note,
              given_by: metadata.actor?.userId ?? null,
              given_at: data.givenAt,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['calendar_event_id', 'player_id']).doUpdateSet((eb) => ({
              answer: eb.ref('excluded.answer'),
              note: eb.ref('excluded.note'),
              given_by: eb.ref('excluded.given_by'),
              given_at: eb.ref('excluded.given_at'),
            })),
          )
          .execute()
      }
    }),
    PlayerRemoved: writesOnly(async (events, db) => {
      await db
        .deleteFrom('availability_answers')
        .where(
          'player_id',
          'in',
          events.map((e) => e.data.playerId),
        )
        .execute()
    }),
  },
})
