import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import { nextManualReminderAt } from '@teamspace/domain/reminders/reminders.decider'
import { eventRemindersStreamId } from '@teamspace/domain/reminders/reminders.events'
import {
  eventRemindersSchema,
  reminderSettingSchema,
  remindedSchema,
  scheduleChangeStatusSchema,
  type EventReminders,
  type ScheduleChangeStatus,
} from '@teamspace/domain/reminders/reminders.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { foldStream, runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import type { Identity } from '../../platform/http/identity'
import { errorResponses } from '../../platform/http/schemas'
import { mailPreferenceRoutes } from '../../platform/mail/mail-kinds'
import { queueReminders } from './reminders.job'
import { reminderMails } from './reminders.outbox'
import {
  acknowledgementsOf,
  asksForAvailability,
  eventReminderStateOf,
  familyMembersOf,
  findReminderEvent,
  leadHoursOf,
  unansweredFor,
} from './reminders.queries'
import { acknowledgementStream, eventReminderStream, reminderSettingStream } from './reminders.streams'

const eventParams = idParams('calendarEventId')

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const eventOf = async (teamId: string, calendarEventId: string) => {
    const event = await findReminderEvent(db, teamId, calendarEventId)
    if (!event) throw new NotFoundError(calendarMessages.notFound)
    return event
  }

  app.get(
    '/api/reminder-settings',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: reminderSettingSchema, ...errorResponses } },
    },
    async (request) => ({ leadHours: await leadHoursOf(db, identityOf(request).teamId) }),
  )

  app.put(
    '/api/reminder-settings',
    {
      config: { permission: 'team.settings' },
      schema: { body: reminderSettingSchema, response: { 200: reminderSettingSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      return runCommand(
        request,
        reminderSettingStream,
        { type: 'ChooseReminderLead', data: { teamId, leadHours: request.body.leadHours } },
        { result: ({ state }) => ({ leadHours: state.leadHours }) },
      )
    },
  )

  // A member's own choice of reminder mails for the request's team.
  await app.register(mailPreferenceRoutes(reminderMails))

  const remindersOf = async (teamId: string, calendarEventId: string): Promise<EventReminders> => {
    const event = await eventOf(teamId, calendarEventId)
    // The same fold the next reminder by hand is decided on: whether the job's reminder reached anybody is in the
    // log, not in the read table.
    const [state, unanswered, folded] = await Promise.all([
      eventReminderStateOf(db, calendarEventId),
      unansweredFor(db, teamId, calendarEventId),
      foldStream(db, eventReminderStream, eventRemindersStreamId(calendarEventId)),
    ])
    const lastManualAt = state?.last_manual_at?.toISOString() ?? null
    const next = nextManualReminderAt(folded)
    return {
      calendarEventId,
      asksForAvailability: asksForAvailability(event, new Date()),
      unanswered: unanswered.players.length + unanswered.withoutFamily,
      withoutFamily: unanswered.withoutFamily,
      recipients: unanswered.byMember.size,
      automaticSentAt: state?.automatic_sent_at?.toISOString() ?? null,
      lastManualAt,
      nextManualAt: next && next.getTime() > Date.now() ? next.toISOString() : null,
    }
  }

  app.get(
    '/api/calendar-events/:calendarEventId/reminders',
    {
      config: { permission: 'calendar.manage' },
      schema: { params: eventParams, response: { 200: eventRemindersSchema, ...errorResponses } },
    },
    async (request) => remindersOf(identityOf(request).teamId, request.params.calendarEventId),
  )

  // "Remind the ones who haven't answered": 12 hours after the last reminder of the event, the job's included; the
  // refusal says when.
  app.post(
    '/api/calendar-events/:calendarEventId/reminders',
    {
      config: { permission: 'calendar.manage' },
      schema: { params: eventParams, response: { 200: remindedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const event = await eventOf(teamId, calendarEventId)
      const unanswered = await unansweredFor(db, teamId, calendarEventId)
      const result = await runCommand(
        request,
        eventReminderStream,
        {
          type: 'SendManualReminder',
          data: {
            teamId,
            calendarEventId,
            playerIds: unanswered.players.map((player) => player.id),
            asksForAvailability: asksForAvailability(event, new Date()),
            timeZone: event.time_zone,
          },
        },
        {
          result: () => ({ reminded: unanswered.players.length, recipients: unanswered.byMember.size }),
          alsoInTransaction: (trx) =>
            queueReminders(trx, {
              key: `manual:${calendarEventId}:${nanoid()}`,
              event,
              unanswered,
              origin: app.site.origin(),
            }),
        },
      )
      app.wakeDeliveries()
      return result
    },
  )

  /** The event's last change of time or place, the caller's part in it, and for coaches who has seen it. */
  const scheduleChangeOf = async (identity: Identity, calendarEventId: string): Promise<ScheduleChangeStatus> => {
    const event = await eventOf(identity.teamId, calendarEventId)
    const none = { calendarEventId, change: null, asked: false, acknowledged: false, seen: null }
    if (event.change_version === null || event.starts_at.getTime() <= Date.now()) return none
    const changeVersion = event.change_version
    const families = [...(await familyMembersOf(db, identity.teamId))]
    const asked = families.includes(identity.userId)
    const acknowledgements = await acknowledgementsOf(
      db,
      calendarEventId,
      can(identity.role, 'calendar.manage') ? families : asked ? [identity.userId] : [],
    )
    const hasSeen = (row: { changeVersion: number }) => row.changeVersion >= changeVersion
    const notYet = acknowledgements.filter((row) => !hasSeen(row))
    return {
      calendarEventId,
      change: {
        changeVersion,
        type: event.type as NonNullable<ScheduleChangeStatus['change']>['type'],
        title: event.title,
        opponent: event.opponent,
        moved: event.moved,
        relocated: event.relocated,
        startsAt: event.starts_at.toISOString(),
        timeZone: event.time_zone,
        location: event.location,
        previousStartsAt: (event.previous_starts_at ?? event.starts_at).toISOString(),
        previousLocation: event.previous_location ?? event.location,
      },
      asked,
      acknowledged: asked && acknowledgements.some((row) => row.userId === identity.userId && hasSeen(row)),
      seen: can(identity.role, 'calendar.manage')
        ? {
            seen: families.length - notYet.length,
            total: families.length,
            notYet: notYet.map(({ userId, name }) => ({ userId, name })),
          }
        : null,
    }
  }

  app.get(
    '/api/calendar-events/:calendarEventId/schedule-change',
    {
      config: { permission: 'team.read' },
      schema: { params: eventParams, response: { 200: scheduleChangeStatusSchema, ...errorResponses } },
    },
    async (request) => scheduleChangeOf(identityOf(request), request.params.calendarEventId),
  )

  // "Got it": the member has seen the event's last change; a later change asks again.
  app.post(
    '/api/calendar-events/:calendarEventId/schedule-change/acknowledgement',
    {
      config: { permission: 'team.read' },
      schema: { params: eventParams, response: { 200: scheduleChangeStatusSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { calendarEventId } = request.params
      const event = await eventOf(identity.teamId, calendarEventId)
      const families = await familyMembersOf(db, identity.teamId)
      const current = event.starts_at.getTime() > Date.now() ? event.change_version : null
      await runCommand(request, acknowledgementStream, {
        type: 'AcknowledgeScheduleChange',
        data: {
          teamId: identity.teamId,
          calendarEventId,
          userId: identity.userId,
          changeVersion: current,
          isFamily: families.has(identity.userId),
        },
      })
      return scheduleChangeOf(identity, calendarEventId)
    },
  )
}
