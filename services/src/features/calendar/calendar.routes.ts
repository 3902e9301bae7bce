import {
  calendarEventSchema,
  calendarListSchema,
  calendarMessages,
  calendarRangeQuerySchema,
  changeCalendarEventSchema,
  myCalendarSchema,
  myNextSchema,
  scheduleCalendarEventSchema,
  scheduledCalendarEventSchema,
} from '@teamspace/domain/calendar/calendar.schemas'
import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { callerOf, identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findTeam } from '../team'
import { addUsualVolunteerNeeds } from '../volunteers'
import {
  calendarEventExists,
  findCalendarEventView,
  listCalendarEvents,
  listMyCalendarEvents,
  listMyNextEvents,
  type Viewer,
} from './calendar.queries'
import { calendarEventStream } from './calendar.streams'

const calendarEventParams = idParams('calendarEventId')

const viewerOf = (request: FastifyRequest): Viewer => {
  const identity = identityOf(request)
  return { userId: identity.userId, manages: can(identity.role, 'calendar.manage') }
}

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** The team's time zone now: a calendar event is scheduled and changed in it. */
  const timeZoneOf = async (teamId: string) => {
    const team = await findTeam(db, teamId)
    if (!team) throw new NotFoundError('Team not found.')
    return team.timeZone
  }

  /** A calendar event the caller's team has (deleted ones too: the decider says what may happen to them). */
  const refuseUnknown = async (teamId: string, calendarEventId: string) => {
    if (!(await calendarEventExists(db, teamId, calendarEventId))) throw new NotFoundError(calendarMessages.notFound)
  }

  const viewOf = async (request: FastifyRequest, calendarEventId: string) => {
    const view = await findCalendarEventView(
      db,
      identityOf(request).teamId,
      calendarEventId,
      viewerOf(request),
      new Date(),
    )
    if (!view) throw new NotFoundError(calendarMessages.notFound)
    return view
  }

  app.get(
    '/api/calendar-events',
    {
      config: { permission: 'team.read' },
      schema: { querystring: calendarRangeQuerySchema, response: { 200: calendarListSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { from, to } = request.query
      if (from !== undefined && to !== undefined && from > to) {
        throw new ValidationError(calendarMessages.rangeInvalid, { fields: { from: calendarMessages.rangeInvalid } })
      }
      const now = new Date()
      const [timeZone, list] = await Promise.all([
        timeZoneOf(teamId),
        listCalendarEvents(db, teamId, viewerOf(request), now, { from, to }),
      ])
      return { ...list, today: todayIn(timeZone, now), timeZone }
    },
  )

  /** The teams the person belongs to now, earliest joined first: what their own calendar across teams covers. */
  const teamIdsOf = (request: FastifyRequest) => callerOf(request).memberships.map((membership) => membership.teamId)

  // A family's one calendar: every team's events, each with its team. Only the events' facts: what a team's
  // members see beyond them (who answered, who may edit) stays on that team's own routes.
  app.get(
    '/api/my/calendar',
    {
      config: { permission: 'signed-in' },
      schema: { querystring: calendarRangeQuerySchema, response: { 200: myCalendarSchema, ...errorResponses } },
    },
    async (request) => {
      const { from, to } = request.query
      if (from !== undefined && to !== undefined && from > to) {
        throw new ValidationError(calendarMessages.rangeInvalid, { fields: { from: calendarMessages.rangeInvalid } })
      }
      return { events: await listMyCalendarEvents(db, teamIdsOf(request), new Date(), { from, to }) }
    },
  )

  // What is next in every team of the person (the dashboard's line per team).
  app.get(
    '/api/my/next',
    {
      config: { permission: 'signed-in' },
      schema: { response: { 200: myNextSchema, ...errorResponses } },
    },
    async (request) => ({ teams: await listMyNextEvents(db, teamIdsOf(request), new Date()) }),
  )

  app.get(
    '/api/calendar-events/:calendarEventId',
    {
      config: { permission: 'team.read' },
      schema: { params: calendarEventParams, response: { 200: calendarEventSchema, ...errorResponses } },
    },
    async (request) => viewOf(request, request.params.calendarEventId),
  )

  app.post(
    '/api/calendar-events',
    {
      config: { permission: 'calendar.manage' },
      schema: {
        body: scheduleCalendarEventSchema,
        response: { 201: scheduledCalendarEventSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { usualVolunteerNeeds, ...values } = request.body
      const calendarEventId = nanoid()
      const result = await runCommand(
        request,
        calendarEventStream,
        {
          type: 'ScheduleCalendarEvent',
          data: { teamId, calendarEventId, timeZone: await timeZoneOf(teamId), ...values },
        },
        {
          result: ({ command }) => ({ id: command.data.calendarEventId }),
          // The needs are streams of their own, started in the event's transaction: both stand, or neither.
          ...(usualVolunteerNeeds
            ? { alsoInTransaction: (trx) => addUsualVolunteerNeeds(trx, request, { teamId, calendarEventId }) }
            : {}),
        },
      )
      return reply.status(201).send(result)
    },
  )

  app.put(
    '/api/calendar-events/:calendarEventId',
    {
      config: { permission: 'calendar.manage' },
      schema: {
        params: calendarEventParams,
        body: changeCalendarEventSchema,
        response: { 200: calendarEventSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      await refuseUnknown(teamId, calendarEventId)
      await runCommand(request, calendarEventStream, {
        type: 'ChangeCalendarEvent',
        data: { teamId, calendarEventId, timeZone: await timeZoneOf(teamId), ...request.body },
      })
      return viewOf(request, calendarEventId)
    },
  )

  app.delete(
    '/api/calendar-events/:calendarEventId',
    {
      config: { permission: 'calendar.manage' },
      schema: { params: calendarEventParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      await refuseUnknown(teamId, calendarEventId)
      await runCommand(request, calendarEventStream, {
        type: 'CancelCalendarEvent',
        data: { teamId, calendarEventId },
      })
      return reply.status(204).send(null)
    },
  )
}
