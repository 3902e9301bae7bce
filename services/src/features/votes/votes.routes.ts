import { seasonQuerySchema } from '@teamspace/domain/results/seasons.schemas'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { votingStatusOf } from '@teamspace/domain/votes/votes.decider'
import { gameVotingId, votingStreamId, voteStreamId } from '@teamspace/domain/votes/votes.events'
import {
  awardsSchema,
  castVoteSchema,
  openCustomVotingSchema,
  openedVotingSchema,
  openGameVotingSchema,
  votingMessages,
  votingSchema,
  votingsPageSchema,
  type VotingsPage,
} from '@teamspace/domain/votes/votes.schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findCalendarEvent } from '../calendar'
import { seasonFor } from '../results'
import { activePlayers, parentIdsByPlayer } from '../roster'
import {
  awardsOf,
  findVoting,
  findVotingView,
  listVotings,
  suggestedGames,
  tallyOf,
  type Viewer,
} from './votes.queries'
import { voteStream, votingStream } from './votes.streams'

const votingParams = idParams('votingId')

const viewerOf = (request: FastifyRequest): Viewer => {
  const identity = identityOf(request)
  return { userId: identity.userId, seesOpenTally: can(identity.role, 'votings.manage') }
}

export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const votingOf = async (teamId: string, votingId: string) => {
    const voting = await findVoting(db, teamId, votingId)
    if (!voting) throw new NotFoundError(votingMessages.notFound)
    return voting
  }

  const viewOf = async (request: FastifyRequest, votingId: string) => {
    const view = await findVotingView(db, identityOf(request).teamId, votingId, viewerOf(request))
    if (!view) throw new NotFoundError(votingMessages.notFound)
    return view
  }

  app.get(
    '/api/votings',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: votingsPageSchema, ...errorResponses } },
    },
    async (request): Promise<VotingsPage> => {
      const identity = identityOf(request)
      const { teamId, userId } = identity
      const manages = can(identity.role, 'votings.manage')
      const [votings, suggestions, players, parents] = await Promise.all([
        listVotings(db, teamId, viewerOf(request)),
        manages ? suggestedGames(db, teamId, new Date()) : Promise.resolve([]),
        activePlayers(db, teamId),
        parentIdsByPlayer(db, teamId),
      ])
      const ownChild = (playerId: string) => parents.get(playerId)?.includes(userId) ?? false
      return {
        ...votings,
        suggestions,
        candidates: players
          .filter((player) => !ownChild(player.id))
          .map((player) => ({ playerId: player.id, playerName: player.name, jerseyNumber: player.jersey_number })),
        ownChildren: players.filter((player) => ownChild(player.id)).map((player) => player.name),
      }
    },
  )

  app.get(
    '/api/votings/awards',
    {
      config: { permission: 'votings.manage' },
      schema: { querystring: seasonQuerySchema, response: { 200: awardsSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      // The current season's awards unless `?season=` names a past one.
      const { range } = await seasonFor(db, teamId, request.query.season)
      return awardsOf(db, teamId, await activePlayers(db, teamId), range)
    },
  )

  app.post(
    '/api/votings',
    {
      config: { permission: 'votings.manage' },
      schema: { body: openGameVotingSchema, response: { 201: openedVotingSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { calendarEventId } = request.body
      const game = await findCalendarEvent(db, teamId, calendarEventId)
      if (!game) throw new NotFoundError(votingMessages.gameNotFound)
      if (game.type !== 'game') throw new ValidationError(votingMessages.notAGame, { code: 'not-a-game' })
      const result = await runCommand(
        request,
        votingStream,
        {
          type: 'OpenVoting',
          data: {
            teamId,
            votingId: gameVotingId(calendarEventId),
            calendarEventId,
            title: game.title,
            date: game.date,
            time: game.time,
          },
        },
        { result: ({ command }) => ({ id: command.data.votingId }) },
      )
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/api/votings/custom',
    {
      config: { permission: 'votings.manage' },
      schema: { body: openCustomVotingSchema, response: { 201: openedVotingSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const result = await runCommand(
        request,
        votingStream,
        { type: 'OpenVoting', data: { teamId, votingId: nanoid(), calendarEventId: null, ...request.body } },
        { result: ({ command }) => ({ id: command.data.votingId }) },
      )
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/api/votings/:votingId/votes',
    {
      config: { permission: 'vote.cast' },
      schema: { params: votingParams, body: castVoteSchema, response: { 201: votingSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId, userId } = identityOf(request)
      const { votingId } = request.params
      const { playerId, reason } = request.body
      const [, players, parents] = await Promise.all([
        votingOf(teamId, votingId),
        activePlayers(db, teamId),
        parentIdsByPlayer(db, teamId, playerId),
      ])
      const player = players.find((candidate) => candidate.id === playerId)
      if (!player) {
        throw new ValidationError(votingMessages.playerNotFound, {
          code: 'player-not-found',
          fields: { playerId: votingMessages.playerNotFound },
        })
      }
      const input = {
        type: 'CastVote',
        data: {
          teamId,
          votingId,
          playerId,
          reason,
          parentIds: parents.get(playerId) ?? [],
          voting: null,
        },
      } as const
      await runCommand(request, voteStream, input, {
        streamId: voteStreamId(votingId, userId),
        // Decided on the voting's stream as read, and appended only while it is still at that version: a vote
        // racing the close is counted before the winner is fixed, or decided again and refused.
        condition: {
          streamId: votingStreamId(votingId),
          input: (events) => ({
            ...input,
            data: { ...input.data, voting: votingStatusOf(events.map((event) => event.type)) },
          }),
        },
      })
      return reply.status(201).send(await viewOf(request, votingId))
    },
  )

  app.post(
    '/api/votings/:votingId/close',
    {
      config: { permission: 'votings.manage' },
      schema: { params: votingParams, response: { 200: votingSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { votingId } = request.params
      await votingOf(teamId, votingId)
      await runCommand(
        request,
        votingStream,
        { type: 'CloseVoting', data: { teamId, votingId, tally: [] } },
        {
          // The tally is read while the voting's stream is locked: every vote that checked the voting is in it,
          // and none can be added before the winner is fixed.
          underLock: async (trx) => ({
            type: 'CloseVoting',
            data: { teamId, votingId, tally: await tallyOf(trx, votingId) },
          }),
        },
      )
      return viewOf(request, votingId)
    },
  )
}
