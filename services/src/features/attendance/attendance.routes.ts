import { roundedPercentage, prefilledStatus } from '@teamspace/domain/attendance/attendance.rules'
import {
  attendanceMessages,
  attendanceOverviewSchema,
  eventAttendanceSchema,
  takeAttendanceSchema,
  type AttendanceOverview,
  type EventAttendance,
} from '@teamspace/domain/attendance/attendance.schemas'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.schemas'
import { seasonQuerySchema } from '@teamspace/domain/results/seasons.schemas'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { answersFor } from '../availability'
import { findCalendarEvent, listAttendanceCalendarEvents } from '../calendar'
import { seasonFor } from '../results'
import { activePlayers, rosterNames } from '../roster'
import { attendanceTotals, savedSet, takenCalendarEventIds } from './attendance.queries'
import { attendanceStream } from './attendance.streams'

const calendarEventParams = idParams('calendarEventId')

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const calendarEventOf = async (teamId: string, calendarEventId: string) => {
    const calendarEvent = await findCalendarEvent(db, teamId, calendarEventId)
    if (!calendarEvent) throw new NotFoundError(calendarMessages.notFound)
    return calendarEvent
  }

  /**
   * One row per active player, in roster order: the saved status, else what the family answered (not going is
   * excused), else present.
   */
  const eventAttendance = async (teamId: string, calendarEventId: string): Promise<EventAttendance> => {
    const [players, saved, answers] = await Promise.all([
      activePlayers(db, teamId),
      savedSet(db, teamId, calendarEventId),
      answersFor(db, teamId, calendarEventId),
    ])
    return {
      calendarEventId,
      takenAt: saved?.takenAt ?? null,
      records: players.map((player) => ({
        playerId: player.id,
        playerName: player.name,
        jerseyNumber: player.jersey_number,
        ...prefilledStatus(saved?.statuses.get(player.id), answers.get(player.id)?.answer),
      })),
    }
  }

  app.get(
    '/api/attendance',
    {
      config: { permission: 'team.read' },
      schema: {
        querystring: seasonQuerySchema,
        response: { 200: attendanceOverviewSchema, ...errorResponses },
      },
    },
    async (request): Promise<AttendanceOverview> => {
      const { teamId } = identityOf(request)
      // A season's events and percentages: the current season's unless `?season=` names a past one.
      const { range } = await seasonFor(db, teamId, request.query.season)
      const [calendarEvents, taken, active, totals] = await Promise.all([
        listAttendanceCalendarEvents(db, teamId, range),
        takenCalendarEventIds(db, teamId),
        activePlayers(db, teamId),
        attendanceTotals(db, teamId, range),
      ])
      // The active players, then those who left but were recorded in this season (a past one, mostly).
      const activeIds = new Set(active.map((player) => player.id))
      const left = await rosterNames(
        db,
        teamId,
        [...totals.keys()].filter((id) => !activeIds.has(id)),
      )
      const players = [
        ...active,
        ...[...left].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      ]
      let present = 0
      let total = 0
      for (const counts of totals.values()) {
        present += counts.present
        total += counts.total
      }
      return {
        totalEvents: calendarEvents.length,
        averageAttendance: roundedPercentage(present, total),
        totalPlayers: active.length,
        events: calendarEvents.map((calendarEvent) => ({
          calendarEventId: calendarEvent.id,
          title: calendarEvent.title,
          type: calendarEvent.type,
          date: calendarEvent.date,
          time: calendarEvent.time,
          startsAt: calendarEvent.startsAt,
          taken: taken.has(calendarEvent.id),
        })),
        players: players.map((player) => {
          const counts = totals.get(player.id) ?? { present: 0, total: 0 }
          return {
            playerId: player.id,
            playerName: player.name,
            present: counts.present,
            total: counts.total,
            percentage: roundedPercentage(counts.present, counts.total),
          }
        }),
      }
    },
  )

  app.get(
    '/api/attendance/:calendarEventId',
    {
      config: { permission: 'team.read' },
      schema: { params: calendarEventParams, response: { 200: eventAttendanceSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const calendarEvent = await calendarEventOf(teamId, request.params.calendarEventId)
      if (!calendarEvent.takesAttendance) {
        throw new ValidationError(attendanceMessages.notTakingAttendance, { code: 'no-attendance' })
      }
      return eventAttendance(teamId, calendarEvent.id)
    },
  )

  app.put(
    '/api/attendance/:calendarEventId',
    {
      config: { permission: 'attendance.save' },
      schema: {
        params: calendarEventParams,
        body: takeAttendanceSchema,
        response: { 200: eventAttendanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const calendarEvent = await calendarEventOf(teamId, request.params.calendarEventId)
      const players = await activePlayers(db, teamId)
      await runCommand(request, attendanceStream, {
        type: 'TakeAttendance',
        data: {
          teamId,
          calendarEventId: calendarEvent.id,
          takesAttendance: calendarEvent.takesAttendance,
          activePlayerIds: players.map((player) => player.id),
          records: request.body.records,
        },
      })
      return eventAttendance(teamId, calendarEvent.id)
    },
  )
}
