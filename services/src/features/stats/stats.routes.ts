import { statLineDecider, statLineStreamId } from '@teamspace/domain/stats/stats.decider'
import {
  recordStatLineSchema,
  statLineSchema,
  statsMessages,
  type StatLine,
} from '@teamspace/domain/stats/stats.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { identityOf } from '../../platform/http/access'
import { commandIdSchema, errorResponses } from '../../platform/http/schemas'
import { commandMetadata } from '../../platform/platform'
import { findPlayer } from '../roster/roster.queries'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app

  app.post(
    '/api/stats',
    {
      config: { permission: 'stats.record' },
      schema: {
        body: recordStatLineSchema.extend({ commandId: commandIdSchema }),
        response: { 201: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const { commandId, ...line } = request.body
      const player = await findPlayer(platform.db, identity.teamId, line.playerId)
      if (!player)
        throw new NotFoundError(statsMessages.playerNotFound, { fields: { playerId: statsMessages.playerRequired } })
      const statLineId = nanoid()
      const result = await platform.execute({
        decider: statLineDecider,
        streamId: statLineStreamId(statLineId),
        streamType: 'statline',
        teamId: identity.teamId,
        command: {
          type: 'RecordStatLine',
          data: { ...line, teamId: identity.teamId, statLineId, playerName: player.name },
          metadata: commandMetadata(request, identity, commandId),
        },
        result: () => ({ id: statLineId }),
      })
      return reply.status(201).send(result)
    },
  )

  app.get(
    '/api/players/:playerId/stats',
    {
      config: { permission: 'team.read' },
      schema: {
        params: z.object({ playerId: z.string().max(64) }),
        response: { 200: z.array(statLineSchema), ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const player = await findPlayer(platform.db, identity.teamId, request.params.playerId)
      if (!player) throw new NotFoundError(statsMessages.playerNotFound)
      const rows = await platform.db
        .selectFrom('stat_lines')
        .selectAll()
        .where('team_id', '=', identity.teamId)
        .where('player_id', '=', player.id)
        .orderBy('game_date', 'desc')
        .orderBy('created_at', 'desc')
        .execute()
      // Who recorded a game is for coach-like members only (spec §6).
      const showRecorder = can(identity.role, 'stats.record')
      return rows.map((row): StatLine => ({
        id: row.id,
        playerId: row.player_id,
        playerName: row.player_name,
        gameId: row.game_id,
        gameDate: row.game_date,
        opponent: row.opponent,
        minutesPlayed: row.minutes_played,
        goals: row.goals,
        assists: row.assists,
        yellowCards: row.yellow_cards,
        redCards: row.red_cards,
        saves: row.saves,
        keyPlays: row.key_plays,
        ...(showRecorder ? { recordedByName: row.recorded_by_name ?? '' } : {}),
        createdAt: row.created_at.toISOString(),
      }))
    },
  )
}
