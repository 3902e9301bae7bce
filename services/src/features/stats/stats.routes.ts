import { can } from '@teamspace/domain/shared/permissions'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import {
  correctStatLineSchema,
  recordedGameSchema,
  recordedStatLineSchema,
  recordGameSchema,
  recordStatLineSchema,
  seasonPlayersSchema,
  statLineSchema,
  statsMessages,
} from '@teamspace/domain/stats/stats.schemas'
import { seasonQuerySchema } from '@teamspace/domain/results/seasons.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { seasonFor } from '../results'
import { findPlayer, findPlayerName, listPlayers, rosterNames } from '../roster'
import { statLineStream } from './stats.streams'
import { findLine, listPlayerLines } from './stats.queries'

const lineParams = idParams('statLineId')

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** The line's stream, or a 404 for a line the team does not have (voided lines included). */
  const lineOf = async (teamId: string, statLineId: string) => {
    const found = await findLine(db, teamId, statLineId, true)
    if (!found) throw new NotFoundError(statsMessages.lineNotFound)
    return found
  }

  app.post(
    '/api/stats',
    {
      config: { permission: 'stats.record' },
      schema: { body: recordStatLineSchema, response: { 201: recordedStatLineSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { playerId, ...values } = request.body
      const playerName = await findPlayerName(db, teamId, playerId)
      if (playerName === null)
        throw new NotFoundError(statsMessages.playerNotFound, { fields: { playerId: statsMessages.playerRequired } })
      const result = await runCommand(
        request,
        statLineStream,
        {
          type: 'RecordStatLine',
          data: { teamId, statLineId: nanoid(), playerId, ...values },
        },
        { result: ({ command }) => ({ id: command.data.statLineId }) },
      )
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/api/stats/games',
    {
      config: { permission: 'stats.record' },
      schema: { body: recordGameSchema, response: { 201: recordedGameSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { lines, ...game } = request.body
      const played = lines.filter((line) => line.played)
      const names = await rosterNames(
        db,
        teamId,
        played.map((line) => line.playerId),
      )
      const missing = lines.findIndex((line) => line.played && !names.has(line.playerId))
      if (missing >= 0)
        throw new NotFoundError(statsMessages.playerNotFound, {
          fields: { [`lines.${missing}.playerId`]: statsMessages.playerNotFound },
        })
      const result = await runCommand(
        request,
        statLineStream,
        {
          type: 'RecordGameStats',
          data: {
            teamId,
            sheetId: nanoid(),
            lines: played.map(({ played: _played, playerId, ...counts }) => ({
              statLineId: nanoid(),
              playerId,
              ...game,
              ...counts,
              keyPlays: [],
            })),
          },
        },
        { result: ({ command }) => ({ ids: command.data.lines.map((line) => line.statLineId) }) },
      )
      return reply.status(201).send(result)
    },
  )

  app.put(
    '/api/stats/:statLineId',
    {
      config: { permission: 'stats.record' },
      schema: {
        params: lineParams,
        body: correctStatLineSchema,
        response: { 200: statLineSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { statLineId } = request.params
      const { streamId } = await lineOf(teamId, statLineId)
      await runCommand(
        request,
        statLineStream,
        { type: 'CorrectStatLine', data: { teamId, statLineId, ...request.body } },
        { streamId: streamId },
      )
      return (await lineOf(teamId, statLineId)).line
    },
  )

  app.delete(
    '/api/stats/:statLineId',
    {
      config: { permission: 'stats.record' },
      schema: { params: lineParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { statLineId } = request.params
      const { streamId } = await lineOf(teamId, statLineId)
      await runCommand(request, statLineStream, { type: 'VoidStatLine', data: { teamId, statLineId } }, { streamId })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/stats/season',
    {
      config: { permission: 'team.read' },
      schema: { querystring: seasonQuerySchema, response: { 200: seasonPlayersSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { season, range, seasons } = await seasonFor(db, teamId, request.query.season)
      return { season, seasons, players: await listPlayers(db, teamId, range) }
    },
  )

  app.get(
    '/api/players/:playerId/stats',
    {
      config: { permission: 'team.read' },
      schema: {
        params: idParams('playerId'),
        querystring: seasonQuerySchema,
        response: { 200: z.array(statLineSchema), ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const player = await findPlayer(db, identity.teamId, request.params.playerId)
      if (!player) throw new NotFoundError(statsMessages.playerNotFound)
      // The season's games, as the totals beside them count them: the current season unless ?season= names one.
      const { range } = await seasonFor(db, identity.teamId, request.query.season)
      return listPlayerLines(db, identity.teamId, player.id, can(identity.role, 'stats.record'), range)
    },
  )
}
