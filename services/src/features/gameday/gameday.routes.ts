import type { MatchCommand } from '@teamspace/domain/gameday/gameday.commands'
import { gamedayMessages as m } from '@teamspace/domain/gameday/gameday.constants'
import {
  gameDaySettingSchema,
  goalSchema,
  liveMatchesSchema,
  matchViewSchema,
  substitutionSchema,
  whistleSchema,
} from '@teamspace/domain/gameday/gameday.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { nanoid } from 'nanoid'
import type { CommandInput } from '../../platform/commands/command-stream'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findCalendarEvent } from '../calendar'
import { rosterNames } from '../roster'
import { gameDaySettingOf, liveMatchesOf, matchViewOf } from './gameday.queries'
import { gameDaySettingStream, matchStream } from './gameday.streams'

const gameParams = idParams('calendarEventId')
/** A match whose final whistle was never called stops showing as live on the dashboard after this long. */
const LIVE_FOR_MS = 4 * 60 * 60 * 1000

/**
 * The team's game-day setting (a coach's), and each game's live match: coaches record its whistles, goals and
 * substitutions from the sideline (through the outbox: each request carries the moment of the tap); every member
 * reads the score and the timeline.
 */
export const gamedayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const gameOf = async (teamId: string, calendarEventId: string) => {
    const game = await findCalendarEvent(db, teamId, calendarEventId)
    if (!game) throw new NotFoundError(m.gameNotFound)
    return game
  }

  /** The players a command names must be the team's. */
  const checkPlayers = async (teamId: string, fields: Record<string, string | null>) => {
    const named = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null)
    const known = await rosterNames(
      db,
      teamId,
      named.map(([, id]) => id),
    )
    const missing = named.find(([, id]) => !known.has(id))
    if (missing) throw new NotFoundError(m.playerNotFound, { fields: { [missing[0]]: m.playerNotFound } })
  }

  /** Records one match command and answers with the match as it now stands. */
  const record = async (request: FastifyRequest, calendarEventId: string, command: CommandInput<MatchCommand>) => {
    const { teamId } = identityOf(request)
    await runCommand(request, matchStream, command)
    return matchViewOf(db, teamId, await gameOf(teamId, calendarEventId))
  }

  app.get(
    '/api/gameday-settings',
    { config: { permission: 'team.read' }, schema: { response: { 200: gameDaySettingSchema, ...errorResponses } } },
    async (request) => gameDaySettingOf(db, identityOf(request).teamId),
  )

  app.put(
    '/api/gameday-settings',
    {
      config: { permission: 'team.settings' },
      schema: { body: gameDaySettingSchema, response: { 200: gameDaySettingSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      return runCommand(
        request,
        gameDaySettingStream,
        { type: 'ChooseGameDaySetting', data: { teamId, ...request.body } },
        { result: ({ state }) => ({ format: state.format, periodMinutes: state.periodMinutes }) },
      )
    },
  )

  app.get(
    '/api/games/:calendarEventId/match',
    {
      config: { permission: 'team.read' },
      schema: { params: gameParams, response: { 200: matchViewSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      return matchViewOf(db, teamId, await gameOf(teamId, request.params.calendarEventId))
    },
  )

  app.get(
    '/api/matches/live',
    { config: { permission: 'team.read' }, schema: { response: { 200: liveMatchesSchema, ...errorResponses } } },
    async (request) => {
      const now = Date.now()
      const matches = await liveMatchesOf(db, identityOf(request).teamId)
      return { matches: matches.filter((match) => now - Date.parse(match.kickOffs[0] ?? '') < LIVE_FOR_MS) }
    },
  )

  /** A tap that carries only its moment: a whistle, or taking back the last goal. */
  const tap = (path: string, type: 'CallHalfTime' | 'CallFullTime' | 'UndoLastGoal') =>
    app.post(
      `/api/games/:calendarEventId/match/${path}`,
      {
        config: { permission: 'match.record' },
        schema: { params: gameParams, body: whistleSchema, response: { 200: matchViewSchema, ...errorResponses } },
      },
      async (request) => {
        const { teamId } = identityOf(request)
        const { calendarEventId } = request.params
        await gameOf(teamId, calendarEventId)
        return record(request, calendarEventId, { type, data: { teamId, calendarEventId, at: request.body.at } })
      },
    )

  app.post(
    '/api/games/:calendarEventId/match/kick-off',
    {
      config: { permission: 'match.record' },
      schema: { params: gameParams, body: whistleSchema, response: { 200: matchViewSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const [game, setting] = await Promise.all([
        findCalendarEvent(db, teamId, calendarEventId),
        gameDaySettingOf(db, teamId),
      ])
      return record(request, calendarEventId, {
        type: 'KickOff',
        data: {
          teamId,
          calendarEventId,
          at: request.body.at,
          game: game && { type: game.type, startsAt: game.startsAt },
          setting,
        },
      })
    },
  )
  tap('half-time', 'CallHalfTime')
  tap('full-time', 'CallFullTime')
  tap('goals/undo', 'UndoLastGoal')

  app.post(
    '/api/games/:calendarEventId/match/goals',
    {
      config: { permission: 'match.record' },
      schema: { params: gameParams, body: goalSchema, response: { 200: matchViewSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const { at, kind, scorerId, assistId } = request.body
      await gameOf(teamId, calendarEventId)
      await checkPlayers(teamId, { scorerId, assistId })
      return record(request, calendarEventId, {
        type: 'RecordGoal',
        data: { teamId, calendarEventId, at, goalId: nanoid(), kind, scorerId, assistId },
      })
    },
  )

  app.post(
    '/api/games/:calendarEventId/match/substitutions',
    {
      config: { permission: 'match.record' },
      schema: { params: gameParams, body: substitutionSchema, response: { 200: matchViewSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.params
      const { at, playerIn, playerOut } = request.body
      await gameOf(teamId, calendarEventId)
      await checkPlayers(teamId, { playerIn, playerOut })
      return record(request, calendarEventId, {
        type: 'MakeSubstitution',
        data: { teamId, calendarEventId, at, substitutionId: nanoid(), playerIn, playerOut },
      })
    },
  )
}
