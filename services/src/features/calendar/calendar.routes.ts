import {
  calendarEventSchema,
  calendarListSchema,
  calendarMessages,
  calendarRangeQuerySchema,
  myCalendarSchema,
  myNextSchema,
  scheduleCalendarEventSchema,
  scheduledCalendarEventSchema,
} from '@teamspace/domain/calendar/calendar.schemas'
import {
  calendarSeriesStreamId,
  type CalendarOccurrenceDomainEvent,
  type CalendarSeriesDomainEvent,
} from '@teamspace/domain/calendar/calendar-series.events'
import type { CalendarOccurrenceCommand } from '@teamspace/domain/calendar/calendar-occurrence.decider'
import { foldSeries } from '@teamspace/domain/calendar/calendar-series.occurrences'
import { occurrenceId, seriesDates, seriesMessages } from '@teamspace/domain/calendar/calendar-series.rule'
import {
  cancelCalendarEventQuerySchema,
  changeCalendarOccurrenceSchema,
  scheduleCalendarSeriesSchema,
  scheduledCalendarSeriesSchema,
  type SeriesScope,
} from '@teamspace/domain/calendar/calendar-series.schemas'
import { calendarEventStreamId } from '@teamspace/domain/calendar/calendar.events'
import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { type CommandInput } from '../../platform/commands/command-stream'
import { runCommand, runCommandInTransaction } from '../../platform/commands/run-command'
import { readStream } from '../../platform/event-store/read'
import { callerOf, identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findTeam } from '../team'
import { addUsualVolunteerNeeds } from '../volunteers'
import {
  calendarEventExists,
  findCalendarEventView,
  findOccurrenceOfSeries,
  listCalendarEvents,
  listMyCalendarEvents,
  listMyNextEvents,
  type Viewer,
} from './calendar.queries'
import { calendarEventStream, calendarOccurrenceStream, calendarSeriesStream } from './calendar.streams'

const calendarEventParams = idParams('calendarEventId')

/** A series change names the series' version it was made on; a single event knows only "this event". */
const seriesVersionOf = (seriesVersion: number | undefined) => {
  if (seriesVersion === undefined) {
    throw new ValidationError(seriesMessages.seriesVersionRequired, {
      fields: { seriesVersion: seriesMessages.seriesVersionRequired },
    })
  }
  return seriesVersion
}
const refuseScopeOfSingle = (scope: SeriesScope) => {
  if (scope !== 'this') {
    throw new ValidationError(seriesMessages.notRepeating, { fields: { scope: seriesMessages.notRepeating } })
  }
}

/**
 * One occurrence as its series and its own exceptions make it, with the series' creator: the series stream's
 * events (as the append's condition read them) and the occurrence stream's, in log order.
 */
const occurrenceFrom = (
  seriesEvents: readonly RecordedEvent[],
  ownEvents: readonly RecordedEvent[],
  calendarEventId: string,
) => {
  const events = [...seriesEvents, ...ownEvents]
    .sort((a, b) => a.position - b.position)
    .map(
      (event) => ({ type: event.type, data: event.data }) as CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent,
    )
  const scheduled = events.find((event) => event.type === 'CalendarSeriesScheduled')
  return {
    occurrence: foldSeries(events).get(calendarEventId) ?? null,
    createdBy: scheduled?.type === 'CalendarSeriesScheduled' ? scheduled.data.createdBy : '',
  }
}

const viewerOf = (request: FastifyRequest): Viewer => {
  const identity = identityOf(request)
  return { userId: identity.userId, manages: can(identity.role, 'calendar.manage') }
}

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, admission } = app.platform

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

  /**
   * "This event": an exception on the occurrence's own stream, decided on the occurrence as its series (read as the
   * append's condition stream, so a series change in between sends the command back) and its own exceptions make it.
   */
  const runOnOccurrence = async (
    request: FastifyRequest,
    seriesId: string,
    calendarEventId: string,
    commandWith: (found: ReturnType<typeof occurrenceFrom>) => CommandInput<CalendarOccurrenceCommand>,
  ) => {
    const own = await readStream(db, calendarEventStreamId(calendarEventId))
    await runCommand(request, calendarOccurrenceStream, commandWith({ createdBy: '', occurrence: null }), {
      condition: {
        streamId: calendarSeriesStreamId(seriesId),
        input: (events) => commandWith(occurrenceFrom(events, own.events, calendarEventId)),
      },
    })
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

  app.post(
    '/api/calendar-series',
    {
      config: { permission: 'calendar.manage' },
      schema: {
        body: scheduleCalendarSeriesSchema,
        response: { 201: scheduledCalendarSeriesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      // The usual volunteer needs are a single event's: a series' occurrences get needs one by one.
      const { usualVolunteerNeeds: _single, repeat, date, ...values } = request.body
      const seriesId = nanoid()
      const timeZone = await timeZoneOf(teamId)
      // Up to a year of occurrences in one transaction: a team's series wait their turn (see TeamAdmission).
      const result = await admission.run(teamId, () =>
        runCommand(
          request,
          calendarSeriesStream,
          {
            type: 'ScheduleCalendarSeries',
            data: { teamId, seriesId, timeZone, rule: { ...repeat, startDate: date }, ...values },
          },
          {
            result: ({ state }) => ({
              seriesId,
              ids: state.series ? seriesDates(state.series.rule).map((day) => occurrenceId(seriesId, day)) : [],
            }),
          },
        ),
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
        body: changeCalendarOccurrenceSchema,
        response: { 200: calendarEventSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const { scope, seriesVersion, repeat, version, ...values } = request.body
      await refuseUnknown(teamId, calendarEventId)
      const timeZone = await timeZoneOf(teamId)
      const series = await findOccurrenceOfSeries(db, teamId, calendarEventId)
      if (!series) {
        refuseScopeOfSingle(scope)
        await runCommand(request, calendarEventStream, {
          type: 'ChangeCalendarEvent',
          data: { teamId, calendarEventId, timeZone, ...values, version },
        })
        return viewOf(request, calendarEventId)
      }
      const { seriesId, originalDate } = series
      if (scope === 'this') {
        await runOnOccurrence(request, seriesId, calendarEventId, (found) => ({
          type: 'ChangeCalendarOccurrence',
          data: { teamId, seriesId, originalDate, calendarEventId, timeZone, ...values, version, ...found },
        }))
        return viewOf(request, calendarEventId)
      }
      if (!repeat) {
        throw new ValidationError(seriesMessages.repeatRequired, { fields: { repeat: seriesMessages.repeatRequired } })
      }
      const { date, ...details } = values
      if (scope === 'all') {
        // The series' first date stays: the occurrences' ids follow it.
        await admission.run(teamId, () =>
          runCommand(request, calendarSeriesStream, {
            type: 'ChangeCalendarSeries',
            data: {
              teamId,
              seriesId,
              timeZone,
              ...details,
              rule: { ...repeat, startDate: series.rule.startDate },
              version: seriesVersionOf(seriesVersion),
            },
          }),
        )
        return viewOf(request, calendarEventId)
      }
      // "This and following": the series ends before this occurrence, and a new one starts from the form's date
      // with the changes, in one transaction.
      const nextSeriesId = nanoid()
      const rule = { ...repeat, startDate: date }
      const endAndStart = () =>
        runCommand(
          request,
          calendarSeriesStream,
          {
            type: 'EndCalendarSeries',
            data: { teamId, seriesId, fromDate: originalDate, version: seriesVersionOf(seriesVersion) },
          },
          {
            alsoInTransaction: (trx) =>
              runCommandInTransaction(trx, request, calendarSeriesStream, {
                type: 'ScheduleCalendarSeries',
                data: {
                  teamId,
                  seriesId: nextSeriesId,
                  timeZone,
                  ...details,
                  rule,
                  takesAttendance: series.takesAttendance,
                  continuesSeriesId: seriesId,
                },
              }),
          },
        )
      await admission.run(teamId, endAndStart)
      const [first] = seriesDates(rule)
      return viewOf(request, first ? occurrenceId(nextSeriesId, first) : calendarEventId)
    },
  )

  app.delete(
    '/api/calendar-events/:calendarEventId',
    {
      config: { permission: 'calendar.manage' },
      schema: {
        params: calendarEventParams,
        querystring: cancelCalendarEventQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const { scope, seriesVersion } = request.query
      await refuseUnknown(teamId, calendarEventId)
      const series = await findOccurrenceOfSeries(db, teamId, calendarEventId)
      if (!series) {
        refuseScopeOfSingle(scope)
        await runCommand(request, calendarEventStream, {
          type: 'CancelCalendarEvent',
          data: { teamId, calendarEventId },
        })
        return reply.status(204).send(null)
      }
      const { seriesId, originalDate } = series
      if (scope === 'this') {
        await runOnOccurrence(request, seriesId, calendarEventId, (found) => ({
          type: 'CancelCalendarOccurrence',
          data: { teamId, seriesId, originalDate, calendarEventId, ...found },
        }))
        return reply.status(204).send(null)
      }
      // "All events" cancels what is left of the series: its occurrences from today on (past ones stay as they were).
      const today = todayIn(await timeZoneOf(teamId), new Date())
      const fromDate =
        scope === 'all' ? (seriesDates(series.rule).find((day) => day >= today) ?? originalDate) : originalDate
      await runCommand(request, calendarSeriesStream, {
        type: 'EndCalendarSeries',
        data: { teamId, seriesId, fromDate, version: seriesVersionOf(seriesVersion) },
      })
      return reply.status(204).send(null)
    },
  )
}
