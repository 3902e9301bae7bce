import { usualVolunteerNeeds, volunteerNeedStartsAt } from '@teamspace/domain/volunteers/volunteers.schemas'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { runCommandInTransaction } from '../../platform/commands/run-command'
import type { DB } from '../../platform/db/schema'
import { findCalendarEventStart } from './volunteers.queries'
import { volunteerNeedStream } from './volunteers.streams'

/**
 * The calendar event dialog's "add the usual volunteer needs" (spec §9): snacks, setup and cleanup, each a need
 * of its own, added in the transaction that schedules the calendar event, so the event never stands without
 * them nor they without it. Read after the event's own row is written in that transaction; an event that has
 * already begun (today, earlier) gets none, and one about to begin only those still ahead (no setup
 * 30 minutes before an event that starts in 10).
 */
export const addUsualVolunteerNeeds = async (
  trx: Kysely<DB>,
  request: FastifyRequest,
  at: { teamId: string; calendarEventId: string },
) => {
  const startsAt = await findCalendarEventStart(trx, at.teamId, at.calendarEventId)
  if (startsAt === null || new Date(startsAt).getTime() <= Date.now()) return
  const ahead = usualVolunteerNeeds.filter(
    (need) => new Date(volunteerNeedStartsAt(startsAt, need.offsetMinutes)).getTime() > Date.now(),
  )
  for (const need of ahead) {
    const needId = nanoid()
    await runCommandInTransaction(trx, request, volunteerNeedStream, {
      type: 'AddVolunteerNeed',
      data: { ...at, needId, calendarEvent: { startsAt }, ...need, description: '' },
    })
  }
}
