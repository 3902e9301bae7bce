import { resultsMessages } from '@teamspace/domain/results/results.constants'
import { gameResultSchema, gameResultViewSchema, seasonResultsSchema } from '@teamspace/domain/results/results.schemas'
import {
  seasonQuerySchema,
  seasonSchema,
  seasonsMessages,
  startSeasonSchema,
} from '@teamspace/domain/results/seasons.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findCalendarEvent } from '../calendar'
import { rosterNames } from '../roster'
import { gameResultStream, seasonsStream } from './results.streams'
import { listResults, listSeasons, seasonFor } from './results.queries'

/** Games' results (entered and corrected by coach-like members) and the team's seasons with their records. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  app.put(
    '/api/games/:calendarEventId/result',
    {
      config: { permission: 'results.record' },
      schema: {
        params: idParams('calendarEventId'),
        body: gameResultSchema,
        response: { 200: gameResultViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const { goalsFor, goalsAgainst, scorers } = request.body
      const found = await findCalendarEvent(db, teamId, calendarEventId)
      if (!found) throw new NotFoundError(resultsMessages.gameNotFound)
      const names = await rosterNames(
        db,
        teamId,
        scorers.map((s) => s.playerId),
      )
      const missing = scorers.findIndex((s) => !names.has(s.playerId))
      if (missing >= 0)
        throw new NotFoundError(resultsMessages.playerNotFound, {
          fields: { [`scorers.${missing}.playerId`]: resultsMessages.playerNotFound },
        })
      await runCommand(request, gameResultStream, {
        type: 'RecordGameResult',
        data: {
          teamId,
          calendarEventId,
          game: { type: found.type, startsAt: found.startsAt, opponent: found.opponent },
          goalsFor,
          goalsAgainst,
          scorers,
        },
      })
      const { results } = await listResults(db, teamId, { from: null, before: null }, calendarEventId)
      const result = results[0]
      if (!result) throw new NotFoundError(resultsMessages.gameNotFound)
      return result
    },
  )

  app.get(
    '/api/games/:calendarEventId/result',
    {
      config: { permission: 'team.read' },
      schema: {
        params: idParams('calendarEventId'),
        response: { 200: z.object({ result: gameResultViewSchema.nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      // Another team's game (or a deleted one) is unknown here.
      if (!(await findCalendarEvent(db, teamId, calendarEventId))) throw new NotFoundError(resultsMessages.gameNotFound)
      const { results } = await listResults(db, teamId, { from: null, before: null }, calendarEventId)
      return { result: results[0] ?? null }
    },
  )

  app.get(
    '/api/results',
    {
      config: { permission: 'team.read' },
      schema: { querystring: seasonQuerySchema, response: { 200: seasonResultsSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { season, range, seasons } = await seasonFor(db, teamId, request.query.season)
      return { ...(await listResults(db, teamId, range)), season, seasons }
    },
  )

  app.post(
    '/api/seasons',
    {
      config: { permission: 'seasons.manage' },
      schema: { body: startSeasonSchema, response: { 201: seasonSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const seasonId = nanoid()
      await runCommand(request, seasonsStream, { type: 'StartSeason', data: { teamId, seasonId, ...request.body } })
      const started = (await listSeasons(db, teamId)).find((s) => s.id === seasonId)
      if (!started) throw new NotFoundError(seasonsMessages.seasonNotFound)
      const { range: _range, ...season } = started
      return reply.status(201).send(season)
    },
  )
}
