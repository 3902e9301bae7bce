import { gamedayMessages as m } from '@teamspace/domain/gameday/gameday.constants'
import {
  fairPlaySchema,
  fairPlayThresholdSchema,
  gameMinutesSchema,
  statSheetSchema,
} from '@teamspace/domain/playing-time/playing-time.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findCalendarEvent } from '../calendar'
import { parentIdsByPlayer } from '../roster'
import { runCommand } from '../../platform/commands/run-command'
import { seasonFor } from '../results'
import { fairPlayOf, fairPlayThresholdOf, gameMinutesOf, statSheetOf } from './playing-time.queries'
import { fairPlayStream } from './playing-time.streams'

const gameParams = idParams('calendarEventId')

/**
 * Playing time, read from the lineups and the live matches: a game's minutes played (a coach sees every child's, a
 * parent their own children's) and, for coaches, the game's stat sheet as the live match fills it in.
 */
export const playingTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** Only a game has minutes; anything else of the calendar is no game to these reads. */
  const gameOf = async (teamId: string, calendarEventId: string) => {
    const game = await findCalendarEvent(db, teamId, calendarEventId)
    if (!game || game.type !== 'game') throw new NotFoundError(m.gameNotFound)
    return game
  }

  app.get(
    '/api/games/:calendarEventId/minutes',
    {
      config: { permission: 'team.read' },
      schema: { params: gameParams, response: { 200: gameMinutesSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId, role } = identityOf(request)
      const game = await gameOf(teamId, request.params.calendarEventId)
      let only: Set<string> | undefined
      if (!can(role, 'match.record')) {
        const parents = await parentIdsByPlayer(db, teamId)
        only = new Set([...parents].filter(([, members]) => members.includes(userId)).map(([playerId]) => playerId))
      }
      return gameMinutesOf(db, teamId, game.id, Date.now(), only)
    },
  )

  app.get(
    '/api/games/:calendarEventId/stat-sheet',
    {
      config: { permission: 'stats.record' },
      schema: { params: gameParams, response: { 200: statSheetSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      return statSheetOf(db, teamId, await gameOf(teamId, request.params.calendarEventId), Date.now())
    },
  )

  app.get(
    '/api/playing-time/season',
    {
      config: { permission: 'match.record' },
      schema: { response: { 200: fairPlaySchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const [{ season, range }, threshold] = await Promise.all([
        seasonFor(db, teamId, undefined),
        fairPlayThresholdOf(db, teamId),
      ])
      return {
        seasonId: season.id,
        seasonName: season.name,
        ...(await fairPlayOf(db, teamId, range, threshold, Date.now())),
      }
    },
  )

  app.put(
    '/api/playing-time/threshold',
    {
      config: { permission: 'match.record' },
      schema: { body: fairPlayThresholdSchema, response: { 200: fairPlayThresholdSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      return runCommand(
        request,
        fairPlayStream,
        { type: 'ChooseFairPlayThreshold', data: { teamId, percent: request.body.percent } },
        { result: ({ state }) => ({ percent: state.percent }) },
      )
    },
  )
}
