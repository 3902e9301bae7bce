import { lineupsMessages } from '@teamspace/domain/lineups/lineups.constants'
import { gameLineupSchema, publishLineupSchema, saveLineupSchema } from '@teamspace/domain/lineups/lineups.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import type { Identity } from '../../platform/http/identity'
import { errorResponses } from '../../platform/http/schemas'
import { findCalendarEvent } from '../calendar'
import { rosterNames } from '../roster'
import { lineupStream } from './lineups.streams'
import { gameLineupFor, type LineupReader } from './lineups.queries'

const gameParams = idParams('calendarEventId')
const readerOf = (identity: Identity): LineupReader => (can(identity.role, 'lineups.manage') ? 'coach' : 'member')

/** Games' lineups: coach-like members pick, place and publish them; every member reads a published one. */
export const lineupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** The game as the decider needs it; null for a calendar event the team does not have (or no longer has). */
  const gameFacts = async (teamId: string, calendarEventId: string) => {
    const found = await findCalendarEvent(db, teamId, calendarEventId)
    return found ? { type: found.type, startsAt: found.startsAt } : null
  }

  app.get(
    '/api/games/:calendarEventId/lineup',
    {
      config: { permission: 'team.read' },
      schema: { params: gameParams, response: { 200: gameLineupSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { calendarEventId } = request.params
      const game = await gameFacts(identity.teamId, calendarEventId)
      if (!game) throw new NotFoundError(lineupsMessages.gameNotFound)
      if (game.type !== 'game') throw new NotFoundError(lineupsMessages.notAGame, { code: 'not_a_game' })
      return gameLineupFor(db, identity.teamId, calendarEventId, readerOf(identity), new Date())
    },
  )

  app.put(
    '/api/games/:calendarEventId/lineup',
    {
      config: { permission: 'lineups.manage' },
      schema: { params: gameParams, body: saveLineupSchema, response: { 200: gameLineupSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const { format, starters, bench } = request.body
      const named = [...starters.map((s) => s.playerId), ...bench]
      const names = await rosterNames(db, teamId, named)
      const missing = named.findIndex((playerId) => !names.has(playerId))
      if (missing >= 0) {
        const field = missing < starters.length ? `starters.${missing}.playerId` : `bench.${missing - starters.length}`
        throw new NotFoundError(lineupsMessages.playerNotFound, { fields: { [field]: lineupsMessages.playerNotFound } })
      }
      await runCommand(request, lineupStream, {
        type: 'SaveLineup',
        data: { teamId, calendarEventId, game: await gameFacts(teamId, calendarEventId), format, starters, bench },
      })
      return gameLineupFor(db, teamId, calendarEventId, 'coach', new Date())
    },
  )

  app.post(
    '/api/games/:calendarEventId/lineup/publish',
    {
      config: { permission: 'lineups.manage' },
      schema: {
        params: gameParams,
        body: publishLineupSchema,
        response: { 200: gameLineupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      await runCommand(request, lineupStream, {
        type: 'PublishLineup',
        data: {
          teamId,
          calendarEventId,
          game: await gameFacts(teamId, calendarEventId),
          publishAt: request.body.publishAt,
        },
      })
      return gameLineupFor(db, teamId, calendarEventId, 'coach', new Date())
    },
  )

  app.delete(
    '/api/games/:calendarEventId/lineup/publish',
    {
      config: { permission: 'lineups.manage' },
      schema: { params: gameParams, response: { 200: gameLineupSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      await runCommand(request, lineupStream, {
        type: 'UnpublishLineup',
        data: { teamId, calendarEventId, game: await gameFacts(teamId, calendarEventId) },
      })
      return gameLineupFor(db, teamId, calendarEventId, 'coach', new Date())
    },
  )
}
