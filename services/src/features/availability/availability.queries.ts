import type { AvailabilityAnswer } from '@teamspace/domain/availability/availability.schemas'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import './availability.tables'

export interface GivenAnswer {
  readonly answer: AvailabilityAnswer
  readonly note: string
}

/** The answers given for one of the team's calendar events, by player. */
export const answersFor = async (db: Kysely<DB>, teamId: string, calendarEventId: string) => {
  const rows = await db
    .selectFrom('availability_answers')
    .select(['player_id', 'answer', 'note'])
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', calendarEventId)
    .execute()
  return new Map<string, GivenAnswer>(
    rows.map((row) => [row.player_id, { answer: row.answer as AvailabilityAnswer, note: row.note }]),
  )
}
