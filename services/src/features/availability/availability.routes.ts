import { acceptsAvailability } from '@teamspace/domain/availability/availability.decider'
import {
  availabilityMessages,
  eventAvailabilitySchema,
  giveAvailabilitySchema,
  playerAvailabilitySchema,
  type EventAvailability,
} from '@teamspace/domain/availability/availability.schemas'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runCommand } from '../../platform/commands/run-command'
import type { Identity } from '../../platform/http/identity'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findCalendarEvent, type CalendarEventFacts } from '../calendar'
import { activePlayers, findPlayerName, parentIdsByPlayer } from '../roster'
import { answersFor } from './availability.queries'
import { availabilityStream } from './availability.streams'

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const calendarEventOf = async (teamId: string, calendarEventId: string) => {
    const calendarEvent = await findCalendarEvent(db, teamId, calendarEventId)
    if (!calendarEvent) throw new NotFoundError(calendarMessages.notFound)
    return calendarEvent
  }

  /**
   * Who is coming: a coach-like member sees every active player, with the counts and who has not answered;
   * anyone else sees only their own children. A player may be answered for by their linked family only.
   */
  const availabilityOf = async (identity: Identity, calendarEvent: CalendarEventFacts): Promise<EventAvailability> => {
    const { teamId, userId } = identity
    const [players, parents, answers] = await Promise.all([
      activePlayers(db, teamId),
      parentIdsByPlayer(db, teamId),
      answersFor(db, teamId, calendarEvent.id),
    ])
    const seesAll = can(identity.role, 'calendar.manage')
    const open = acceptsAvailability(calendarEvent, new Date())
    const rows = players
      .map((player) => ({ player, linked: parents.get(player.id)?.includes(userId) ?? false }))
      .filter(({ linked }) => seesAll || linked)
      .map(({ player, linked }) => {
        const given = answers.get(player.id)
        return {
          playerId: player.id,
          playerName: player.name,
          answer: given?.answer ?? null,
          note: given?.note ?? '',
          canAnswer: linked && open,
        }
      })
    const count = (answer: string | null) => rows.filter((row) => row.answer === answer).length
    return {
      calendarEventId: calendarEvent.id,
      players: rows,
      counts: seesAll
        ? { going: count('going'), notGoing: count('not-going'), maybe: count('maybe'), unanswered: count(null) }
        : null,
    }
  }

  app.get(
    '/api/calendar-events/:calendarEventId/availability',
    {
      config: { permission: 'team.read' },
      schema: { params: idParams('calendarEventId'), response: { 200: eventAvailabilitySchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      return availabilityOf(identity, await calendarEventOf(identity.teamId, request.params.calendarEventId))
    },
  )

  app.put(
    '/api/calendar-events/:calendarEventId/availability/:playerId',
    {
      // Any member may try; the decider lets through only the player's own family.
      config: { permission: 'team.read' },
      schema: {
        params: idParams('calendarEventId', 'playerId'),
        body: giveAvailabilitySchema,
        response: { 200: playerAvailabilitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const { teamId } = identity
      const { calendarEventId, playerId } = request.params
      const [calendarEvent, playerName, parents] = await Promise.all([
        calendarEventOf(teamId, calendarEventId),
        findPlayerName(db, teamId, playerId),
        parentIdsByPlayer(db, teamId, playerId),
      ])
      if (playerName === null) throw new NotFoundError(availabilityMessages.playerNotFound)
      await runCommand(request, availabilityStream, {
        type: 'GiveAvailability',
        data: {
          teamId,
          calendarEventId,
          playerId,
          ...request.body,
          calendarEvent: { type: calendarEvent.type, startsAt: calendarEvent.startsAt },
          parentIds: parents.get(playerId) ?? [],
        },
      })
      const { players } = await availabilityOf(identity, calendarEvent)
      const answered = players.find((row) => row.playerId === playerId)
      if (!answered) throw new NotFoundError(availabilityMessages.playerNotFound)
      return answered
    },
  )
}
