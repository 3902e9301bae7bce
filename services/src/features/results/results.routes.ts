import { todayIn } from '@teamspace/domain/calendar/calendar.time'
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
import { findTeam } from '../team'
import { gameResultStream, seasonsStream } from './results.streams'
import { listResults, listSeasons, recordedIn, seasonFor } from './results.queries'

const seasonParams = idParams('seasonId')

/** Games' results (entered and corrected by coach-like members) and the team's seasons with their records. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** The team's date today in its time zone: a season may start at most a year after it. */
  const todayOf = async (teamId: string) => {
    const team = await findTeam(db, teamId)
    if (!team) throw new NotFoundError(seasonsMessages.seasonNotFound)
    return todayIn(team.timeZone, new Date())
  }
  /** A season a coach started (the implicit first season cannot be changed), with its range of game dates. */
  const startedSeason = async (teamId: string, seasonId: string) => {
    const found = (await listSeasons(db, teamId)).find((s) => s.id === seasonId)
    if (!found?.startsOn) throw new NotFoundError(seasonsMessages.seasonNotFound)
    return { ...found, startsOn: found.startsOn }
  }
  const seasonView = async (teamId: string, seasonId: string) => {
    const found = (await listSeasons(db, teamId)).find((s) => s.id === seasonId)
    if (!found) throw new NotFoundError(seasonsMessages.seasonNotFound)
    const { range: _range, ...season } = found
    return season
  }

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
      const today = await todayOf(teamId)
      await runCommand(request, seasonsStream, {
        type: 'StartSeason',
        data: { teamId, seasonId, ...request.body, today },
      })
      return reply.status(201).send(await seasonView(teamId, seasonId))
    },
  )

  app.put(
    '/api/seasons/:seasonId',
    {
      config: { permission: 'seasons.manage' },
      schema: { params: seasonParams, body: startSeasonSchema, response: { 200: seasonSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { seasonId } = request.params
      const season = await startedSeason(teamId, seasonId)
      // A start moved earlier takes games from the season before: those count as recorded in it too.
      const from = request.body.startsOn < season.startsOn ? request.body.startsOn : season.startsOn
      const recorded = await recordedIn(db, teamId, { from, before: season.range.before })
      const today = await todayOf(teamId)
      await runCommand(request, seasonsStream, {
        type: 'CorrectSeason',
        data: { teamId, seasonId, ...request.body, today, recorded },
      })
      return seasonView(teamId, seasonId)
    },
  )

  app.delete(
    '/api/seasons/:seasonId',
    {
      config: { permission: 'seasons.manage' },
      schema: { params: seasonParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { seasonId } = request.params
      const season = await startedSeason(teamId, seasonId)
      const recorded = await recordedIn(db, teamId, season.range)
      await runCommand(request, seasonsStream, { type: 'RemoveSeason', data: { teamId, seasonId, recorded } })
      return reply.status(204).send(null)
    },
  )
}
