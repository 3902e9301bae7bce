import {
  MAX_PHOTO_BYTES,
  playerInputSchema,
  playerMessages,
  playerWithDetailsSchema,
  type ValidPlayerInput,
} from '@teamspace/domain/roster/roster.schemas'
import { ConflictError, NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import type { DB } from '../../platform/db/schema'
import { identityOf } from '../../platform/http/access'
import type { Identity } from '../../platform/http/identity'
import { errorResponses } from '../../platform/http/schemas'
import { parseInput } from '../../platform/http/validate'
import { reencodeImage } from '../../platform/storage/images'
import { findPhotoId, findPlayer, findPlayerStream, listPlayers, playerDetails } from './roster.queries'
import { playerStream } from './roster.streams'

const playerParams = idParams('playerId')
const photoFolder = (playerId: string) => `players/${playerId}`
const photoKey = (playerId: string, photoId: string) => `${photoFolder(playerId)}/${photoId}.jpg`

/**
 * The personal data, the name included, is written beside the roster event, in its transaction, and never into
 * the log: removing the player deletes this row, and with it everything the team knew of the child personally.
 */
const savePersonalData = (teamId: string, playerId: string, input: ValidPlayerInput) => async (trx: Kysely<DB>) => {
  const values = {
    name: input.name,
    date_of_birth: input.dateOfBirth,
    medical_info: input.medicalInfo,
    emergency_contacts: JSON.stringify(input.emergencyContacts),
    parent_emails: input.parentEmails,
  }
  await trx
    .insertInto('player_personal_data')
    .values({ player_id: playerId, team_id: teamId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute()
}

/**
 * A jersey number is one player's at a time in a team. The claim is a row written in the command's transaction:
 * of any number of coaches giving out one number at once, the first commit wins and the others are refused.
 */
const claimJersey = (teamId: string, playerId: string, jerseyNumber: number | null) => async (trx: Kysely<DB>) => {
  await trx.deleteFrom('jersey_claims').where('player_id', '=', playerId).execute()
  if (jerseyNumber === null) return
  const claimed = await trx
    .insertInto('jersey_claims')
    .values({ team_id: teamId, jersey_number: jerseyNumber, player_id: playerId })
    .onConflict((oc) => oc.doNothing())
    .returning('player_id')
    .executeTakeFirst()
  if (!claimed)
    throw new ConflictError(playerMessages.jerseyTaken, {
      code: 'jersey-taken',
      fields: { jerseyNumber: playerMessages.jerseyTaken },
    })
}

const both =
  (...writes: ((trx: Kysely<DB>) => Promise<void>)[]) =>
  async (trx: Kysely<DB>) => {
    for (const write of writes) await write(trx)
  }

export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app

  const streamOf = async (teamId: string, playerId: string) => {
    const stream = await findPlayerStream(platform.db, teamId, playerId)
    if (!stream) throw new NotFoundError('Player not found.')
    return stream
  }

  /** A player as the caller may see them: personal data only for coach-like roles (spec §6). */
  const playerFor = async (identity: Identity, playerId: string) => {
    const player = await findPlayer(platform.db, identity.teamId, playerId)
    if (!player) throw new NotFoundError('Player not found.')
    if (!can(identity.role, 'players.sensitive')) return player
    return { ...player, details: (await playerDetails(platform.db, identity.teamId)).get(playerId) }
  }

  app.get(
    '/api/players',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: z.array(playerWithDetailsSchema), ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const players = await listPlayers(platform.db, identity.teamId)
      if (!can(identity.role, 'players.sensitive')) return players
      const details = await playerDetails(platform.db, identity.teamId)
      return players.map((player) => ({ ...player, details: details.get(player.id) }))
    },
  )

  app.get(
    '/api/players/:playerId',
    {
      config: { permission: 'team.read' },
      schema: { params: playerParams, response: { 200: playerWithDetailsSchema, ...errorResponses } },
    },
    async (request) => playerFor(identityOf(request), request.params.playerId),
  )

  app.post(
    '/api/players',
    {
      config: { permission: 'players.manage' },
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 201: playerWithDetailsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const input = parseInput(playerInputSchema(new Date()), request.body)
      const newPlayerId = nanoid()
      // A retried request gets the id the first one created, never the one minted for the retry.
      const { playerId } = await runCommand(
        request,
        playerStream,
        {
          type: 'AddPlayer',
          data: {
            teamId: identity.teamId,
            playerId: newPlayerId,
            jerseyNumber: input.jerseyNumber,
            position: input.position,
          },
        },
        {
          result: ({ command }) => ({ playerId: command.data.playerId }),
          alsoInTransaction: both(
            claimJersey(identity.teamId, newPlayerId, input.jerseyNumber),
            savePersonalData(identity.teamId, newPlayerId, input),
          ),
        },
      )
      return reply.status(201).send(await playerFor(identity, playerId))
    },
  )

  app.patch(
    '/api/players/:playerId',
    {
      config: { permission: 'players.manage' },
      schema: {
        params: playerParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: playerWithDetailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const { playerId } = request.params
      const input = parseInput(playerInputSchema(new Date()), request.body)
      await runCommand(
        request,
        playerStream,
        {
          type: 'UpdatePlayer',
          data: {
            teamId: identity.teamId,
            playerId,
            jerseyNumber: input.jerseyNumber,
            position: input.position,
          },
        },
        {
          streamId: await streamOf(identity.teamId, playerId),
          alsoInTransaction: both(
            claimJersey(identity.teamId, playerId, input.jerseyNumber),
            savePersonalData(identity.teamId, playerId, input),
          ),
        },
      )
      return playerFor(identity, playerId)
    },
  )

  app.delete(
    '/api/players/:playerId',
    {
      config: { permission: 'players.manage' },
      schema: { params: playerParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const { playerId } = request.params
      // The child's personal data is erased with the removal, for good (ARCHITECTURE §3.7): every feature's part
      // of it, in the same transaction (the roster's own is in its index).
      await runCommand(
        request,
        playerStream,
        { type: 'RemovePlayer', data: { teamId: identity.teamId, playerId } },
        {
          streamId: await streamOf(identity.teamId, playerId),
          alsoInTransaction: (trx) => app.platform.erasure.player(trx, { playerId }),
        },
      )
      // Every photo of theirs goes, however uploads interleaved with the removal: an upload that commits
      // first left its file in this folder; one that comes after finds no player and deletes its own file.
      await app.storage.deleteFolder(photoFolder(playerId))
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/players/:playerId/left',
    {
      config: { permission: 'players.manage' },
      schema: {
        params: playerParams,
        body: z.object({ left: z.boolean() }),
        response: { 200: playerWithDetailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const { playerId } = request.params
      await runCommand(
        request,
        playerStream,
        { type: 'MarkPlayerLeft', data: { teamId: identity.teamId, playerId, left: request.body.left } },
        { streamId: await streamOf(identity.teamId, playerId) },
      )
      return playerFor(identity, playerId)
    },
  )

  app.put(
    '/api/players/:playerId/photo',
    {
      config: { permission: 'players.manage' },
      schema: { params: playerParams, response: { 200: playerWithDetailsSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { playerId } = request.params
      const streamId = await streamOf(identity.teamId, playerId)
      const bytes = await readUpload(request)
      const image = await reencodeImage(bytes, { maxSide: 800, notAnImage: playerMessages.photoType })
      const photoId = nanoid(10)
      await app.storage.put(photoKey(playerId, photoId), image)
      try {
        await runCommand(
          request,
          playerStream,
          { type: 'ChangePlayerPhoto', data: { teamId: identity.teamId, playerId, photoId } },
          { streamId },
        )
      } catch (error) {
        await app.storage.delete(photoKey(playerId, photoId))
        throw error
      }
      // Earlier photos, and any left by an upload that lost a race with this one.
      await app.storage.deleteFolder(photoFolder(playerId), { except: `${photoId}.jpg` })
      return playerFor(identity, playerId)
    },
  )

  app.get(
    '/api/players/:playerId/photo',
    { config: { permission: 'team.read' }, schema: { params: playerParams } },
    async (request, reply) => {
      const { playerId } = request.params
      const photoId = await findPhotoId(platform.db, identityOf(request).teamId, playerId)
      const bytes = photoId ? await app.storage.get(photoKey(playerId, photoId)) : null
      if (!bytes) throw new NotFoundError('Photo not found.')
      // Only the team's signed-in members may fetch it: never cached by shared caches.
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes)
    },
  )
}

const notAnImage = () => new ValidationError(playerMessages.photoType, { code: 'not-an-image' })

/**
 * The one uploaded file's bytes, refusing anything over the photo limit. Any body that is not exactly one whole
 * file (empty, cut short, no file, two files, not multipart at all) is refused as 'Please select an image file'.
 */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw notAnImage()
  let bytes: Buffer | null = null
  try {
    // Two files are allowed through the parser so the second can be refused rather than silently dropped.
    for await (const part of request.parts({
      limits: { fileSize: MAX_PHOTO_BYTES, files: 2, fields: 20, parts: 22 },
    })) {
      if (part.type !== 'file') continue
      if (bytes !== null) throw notAnImage()
      bytes = await part.toBuffer()
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ValidationError(playerMessages.photoSize, { code: 'too-large' })
    // Busboy's "Unexpected end of form", a malformed boundary, a parts limit: not a file we can read.
    request.log.info({ err: error }, 'unreadable upload')
    throw notAnImage()
  }
  if (bytes === null || bytes.length === 0) throw notAnImage()
  return bytes
}
