import { createHash } from 'node:crypto'
import {
  blurRegionSchema,
  galleryLimits,
  galleryMessages,
  photoConsentOverviewSchema,
  photoDetailsSchema,
  photoListQuerySchema,
  photoPageSchema,
  photoPlayersSchema,
  photoViewSchema,
  setPhotoConsentDefaultSchema,
  setPhotoConsentSchema,
  uploadedPhotoSchema,
  visiblePhotosQuerySchema,
  visiblePhotosSchema,
  type PhotoDetails,
} from '@teamspace/domain/gallery/gallery.schemas'
import { ConflictError, NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { parseInput } from '../../platform/http/validate'
import { memberLimit } from '../../platform/limits/shared-limits'
import type { Identity } from '../../platform/http/identity'
import { processPhoto, type ImageRendition } from '../../platform/storage/images'
import { activePlayers, parentIdsByPlayer, rosterEntries } from '../roster'
import { blurPhotoRegion } from './gallery.blur'
import {
  consentDefaultOf,
  consentsOf,
  findPhoto,
  findRendition,
  listPhotos,
  photoExists,
  photoFiles,
  visiblePhotoUrls,
  type Viewer,
} from './gallery.queries'
import { photoConsentStream, photoStream } from './gallery.streams'

const photoParams = idParams('photoId')
const playerParams = idParams('playerId')
/** A rendition's address: its files' version (`v`), '' as uploaded. */
const renditionQuery = z.object({
  v: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,32}$/)
    .optional(),
})

/** What the caller may see of held photos: coaches all, anyone else their own uploads only. */
const viewerOf = (identity: Identity): Viewer => ({
  userId: identity.userId,
  seesHeld: can(identity.role, 'photos.moderate'),
})

/** Where a photo's files are stored: everything of one photo under one folder of its team. */
export const photoFolder = (teamId: string, photoId: string) => `teams/${teamId}/photos/${photoId}`

/** The sizes the gallery stores (spec §5 "Photo upload"): the viewer's and the grid's. */
const SIZES = { displaySide: 1600, thumbnailSide: 400 } as const

/**
 * A new photo's id. A retried upload (the same Idempotency-Key) gets the same id, so its files land where the
 * first attempt's did and no copy is left behind; without a key every upload is its own.
 */
const newPhotoId = (request: FastifyRequest, teamId: string) =>
  request.commandKey
    ? createHash('sha256').update(`photo:${teamId}:${request.commandKey}`).digest('base64url').slice(0, 21)
    : nanoid()

/**
 * Photos are the team's own: never stored by a shared cache, never sniffed into another type; nor by the browser's
 * own cache, which could not forget a photo held or withdrawn since: the app's service worker keeps them instead,
 * and drops them when they may no longer be seen.
 */
const RENDITION_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
} as const

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  /** Uploads per member and minute, counted before the file is read: each one costs a decode and two encodes. */
  const countUpload = memberLimit(
    app.platform.limits,
    'photo-upload',
    app.settings.memberRateLimit,
    galleryMessages.tooFast,
  )

  /** The photo as the caller sees it; one of another team's, or one held from the caller, is not found. */
  const viewOf = async (identity: Identity, photoId: string) => {
    const view = await findPhoto(db, identity.teamId, photoId, viewerOf(identity))
    if (!view) throw new NotFoundError(galleryMessages.notFound)
    return view
  }

  /** The players a photo may name: the roster's, by id; any other id is refused. */
  const rosterPlayers = async (teamId: string, playerIds: readonly string[]) => {
    const found = await rosterEntries(db, teamId, playerIds)
    if (found.length !== playerIds.length)
      throw new ValidationError(galleryMessages.unknownPlayer, {
        code: 'unknown-player',
        fields: { playerIds: galleryMessages.unknownPlayer },
      })
    return [...playerIds]
  }

  app.get(
    '/api/gallery/photos',
    {
      config: { permission: 'team.read' },
      schema: { querystring: photoListQuerySchema, response: { 200: photoPageSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      return listPhotos(db, identity.teamId, viewerOf(identity), request.query)
    },
  )

  app.post(
    '/api/gallery/photos',
    {
      config: { permission: 'photos.upload' },
      schema: { response: { 201: uploadedPhotoSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const { teamId, userId } = identity
      await countUpload({ teamId, userId })
      const upload = await readUpload(request)
      const playerIds = await rosterPlayers(teamId, upload.details.playerIds)
      const photoId = newPhotoId(request, teamId)
      // A retry of an upload that went through: its files are there, and the command answers as it did.
      if (!(await photoExists(db, teamId, photoId))) {
        const photo = await processPhoto(upload.bytes, {
          ...SIZES,
          maxPixels: galleryLimits.maxPixels,
          messages: { invalidType: galleryMessages.invalidType, tooManyPixels: galleryMessages.tooManyPixels },
        })
        const folder = photoFolder(teamId, photoId)
        const stored = async (name: string, file: ImageRendition) => {
          const key = `${folder}/${name}.webp`
          await app.storage.put(key, file.bytes, { contentType: file.contentType })
          return {
            key,
            width: file.width,
            height: file.height,
            bytes: file.bytes.length,
            contentType: file.contentType,
          }
        }
        // The files first, then the record: a photo in the gallery always has its files.
        try {
          const [display, thumbnail] = await Promise.all([
            stored('display', photo.display),
            stored('thumbnail', photo.thumbnail),
          ])
          await runCommand(
            request,
            photoStream,
            {
              type: 'UploadPhoto',
              data: {
                teamId,
                photoId,
                caption: upload.details.caption,
                tags: upload.details.tags,
                playerIds,
                sourceType: photo.sourceType,
                sourceBytes: upload.bytes.length,
                animated: photo.animated,
                display,
                thumbnail,
              },
            },
            { result: () => ({ id: photoId }) },
          )
        } catch (error) {
          // No record, no files; unless a twin of this retried request recorded the photo meanwhile.
          if (!(await photoExists(db, teamId, photoId))) {
            await app.storage
              .deleteFolder(folder)
              .catch((removal: unknown) => request.log.warn({ err: removal, folder }, 'removing an unrecorded upload'))
          }
          throw error
        }
      }
      const view = await findPhoto(db, teamId, photoId, viewerOf(identity))
      if (!view) {
        // A retry of an upload whose photo was deleted since: it stays deleted, files and all.
        await app.storage.deleteFolder(photoFolder(teamId, photoId))
        throw new NotFoundError(galleryMessages.notFound)
      }
      return reply.status(201).send(view)
    },
  )

  app.delete(
    '/api/gallery/photos/:photoId',
    {
      config: { permission: 'photos.upload' },
      schema: { params: photoParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const { teamId } = identity
      const { photoId } = request.params
      await viewOf(identity, photoId)
      // The record goes now; the gallery-files subscriber removes the stored files after it.
      await runCommand(request, photoStream, { type: 'DeletePhoto', data: { teamId, photoId } })
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/gallery/photos/:photoId/players',
    {
      config: { permission: 'photos.upload' },
      schema: { params: photoParams, body: photoPlayersSchema, response: { 200: photoViewSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { photoId } = request.params
      await viewOf(identity, photoId)
      const playerIds = await rosterPlayers(identity.teamId, request.body.playerIds)
      await runCommand(request, photoStream, {
        type: 'TagPhotoPlayers',
        data: { teamId: identity.teamId, photoId, playerIds },
      })
      return viewOf(identity, photoId)
    },
  )

  app.post(
    '/api/gallery/photos/:photoId/blur',
    {
      config: { permission: 'photos.moderate' },
      schema: { params: photoParams, body: blurRegionSchema, response: { 200: photoViewSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { teamId } = identity
      const { photoId } = request.params
      const files = await photoFiles(db, teamId, photoId)
      const source = files ? await app.storage.get(files.display_key) : null
      if (!files || !source) throw new NotFoundError(galleryMessages.notFound)
      // A new name for the new files: their addresses are new, and the old ones answer 404 once replaced. A retried
      // request (the same Idempotency-Key) names the same files, so a blur that went through is answered as it was.
      const variant = request.commandKey
        ? createHash('sha256')
            .update(`blur:${teamId}:${photoId}:${request.commandKey}`)
            .digest('base64url')
            .slice(0, 16)
        : nanoid(16)
      if (files.variant === variant) return viewOf(identity, photoId)
      // Changed since the coach looked (another blur): refused before anything is made, as the decider would.
      if (files.variant !== request.body.variant)
        throw new ConflictError(galleryMessages.photoChanged, { code: 'photo-changed' })
      const blurred = await blurPhotoRegion(source, request.body.region, SIZES)
      const folder = photoFolder(teamId, photoId)
      const stored = async (name: string, file: ImageRendition) => {
        const key = `${folder}/${name}-${variant}.webp`
        await app.storage.put(key, file.bytes, { contentType: file.contentType })
        return { key, width: file.width, height: file.height, bytes: file.bytes.length, contentType: file.contentType }
      }
      const [display, thumbnail] = await Promise.all([
        stored('display', blurred.display),
        stored('thumbnail', blurred.thumbnail),
      ])
      try {
        await runCommand(request, photoStream, {
          type: 'BlurPhotoRegion',
          data: {
            teamId,
            photoId,
            region: request.body.region,
            from: request.body.variant,
            variant,
            display,
            thumbnail,
          },
        })
      } catch (error) {
        await Promise.all([app.storage.delete(display.key), app.storage.delete(thumbnail.key)]).catch(
          (removal: unknown) => request.log.warn({ err: removal, folder }, 'removing an unrecorded blur'),
        )
        throw error
      }
      // The unblurred files go at once: nobody is served them any more (their version is not the photo's).
      await Promise.all([app.storage.delete(files.display_key), app.storage.delete(files.thumbnail_key)]).catch(
        (removal: unknown) => request.log.warn({ err: removal, folder }, 'removing the files a blur replaced'),
      )
      return viewOf(identity, photoId)
    },
  )

  // The phone's kept images are checked against this at its next contact: it drops those of photos no longer shown
  // (all it asked about when the answer is 404).
  app.post(
    '/api/gallery/photos/visible',
    {
      config: { permission: 'team.read' },
      schema: { body: visiblePhotosQuerySchema, response: { 200: visiblePhotosSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const urls = await visiblePhotoUrls(db, identity.teamId, viewerOf(identity), request.body.photoIds)
      // None of them the caller's to see (gone, held, another team's): not found, and the phone drops them all.
      if (urls.length === 0) throw new NotFoundError(galleryMessages.notFound)
      return { urls }
    },
  )

  for (const size of ['thumbnail', 'display'] as const) {
    app.get(
      `/api/gallery/photos/:photoId/${size}`,
      { config: { permission: 'team.read' }, schema: { params: photoParams, querystring: renditionQuery } },
      async (request, reply) => {
        const identity = identityOf(request)
        const { photoId } = request.params
        // Held from the caller, withdrawn, or of files replaced since: not found, whoever guesses the address.
        const rendition = await findRendition(
          db,
          identity.teamId,
          photoId,
          size,
          viewerOf(identity),
          request.query.v ?? '',
        )
        const bytes = rendition ? await app.storage.get(rendition.key) : null
        if (!rendition || !bytes) throw new NotFoundError(galleryMessages.notFound)
        return reply.headers(RENDITION_HEADERS).header('content-type', rendition.content_type).send(bytes)
      },
    )
  }

  // ---------- Photo consent ----------

  app.get(
    '/api/gallery/consent',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: photoConsentOverviewSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { teamId, userId } = identity
      const seesAll = can(identity.role, 'photos.moderate')
      const [players, parents, consents, consentDefault] = await Promise.all([
        activePlayers(db, teamId),
        parentIdsByPlayer(db, teamId),
        consentsOf(db, teamId),
        consentDefaultOf(db, teamId),
      ])
      return {
        consentDefault,
        canChangeDefault: can(identity.role, 'team.settings'),
        players: players.flatMap((player) => {
          const linked = parents.get(player.id)?.includes(userId) ?? false
          if (!seesAll && !linked) return []
          const consent = consents.get(player.id) ?? null
          return [
            {
              playerId: player.id,
              name: player.name,
              consent,
              allowed: (consent ?? (consentDefault === 'photos' ? 'photos' : 'none')) === 'photos',
              canChange: linked,
            },
          ]
        }),
      }
    },
  )

  app.put(
    '/api/gallery/consent/players/:playerId',
    {
      config: { permission: 'photos.consent' },
      schema: { params: playerParams, body: setPhotoConsentSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { playerId } = request.params
      const [player] = await rosterEntries(db, teamId, [playerId])
      if (!player) throw new NotFoundError(galleryMessages.playerNotFound)
      const parentIds = (await parentIdsByPlayer(db, teamId, playerId)).get(playerId) ?? []
      await runCommand(request, photoConsentStream, {
        type: 'SetPhotoConsent',
        data: { teamId, playerId, consent: request.body.consent, parentIds },
      })
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/gallery/consent/default',
    {
      config: { permission: 'team.settings' },
      schema: { body: setPhotoConsentDefaultSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      await runCommand(request, photoConsentStream, {
        type: 'SetPhotoConsentDefault',
        data: { teamId, consentDefault: request.body.consentDefault },
      })
      return reply.status(204).send(null)
    },
  )
}

const invalidType = () => new ValidationError(galleryMessages.invalidType, { code: 'invalid-type' })

/** A field sent repeated or comma-separated, as its values. */
const listOf = (values: string[]) =>
  values.flatMap((value) => value.split(',')).flatMap((item) => (item.trim() ? [item.trim()] : []))

/** The text fields beside the file: `caption`, and `tags` and `players` repeated or comma-separated. */
const detailsOf = (fields: { caption: string[]; tags: string[]; players: string[] }): PhotoDetails =>
  parseInput(photoDetailsSchema, {
    ...(fields.caption[0] !== undefined ? { caption: fields.caption[0] } : {}),
    tags: listOf(fields.tags),
    playerIds: listOf(fields.players),
  })

/**
 * The one uploaded file and its details, refusing anything over the size limit. Any body that is not exactly
 * one whole file (empty, cut short, no file, two files, not multipart at all) is refused as not an image.
 */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw invalidType()
  let bytes: Buffer | null = null
  const fields = { caption: [] as string[], tags: [] as string[], players: [] as string[] }
  try {
    // Two files are allowed through the parser so the second can be refused rather than silently dropped.
    for await (const part of request.parts({
      limits: { fileSize: galleryLimits.maxFileBytes, files: 2, fields: 50, parts: 52, fieldSize: 8 * 1024 },
    })) {
      if (part.type === 'file') {
        if (bytes !== null) throw invalidType()
        bytes = await part.toBuffer()
        continue
      }
      if (part.fieldname !== 'caption' && part.fieldname !== 'tags' && part.fieldname !== 'players') continue
      if (part.valueTruncated) throw new ValidationError(galleryMessages.captionLong, { code: 'caption-long' })
      if (typeof part.value !== 'string') throw invalidType()
      fields[part.fieldname].push(part.value)
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ValidationError(galleryMessages.tooLarge, { code: 'too-large' })
    // Busboy's "Unexpected end of form", a malformed boundary, a parts limit: not a file we can read.
    request.log.info({ err: error }, 'unreadable upload')
    throw invalidType()
  }
  if (bytes === null || bytes.length === 0) throw invalidType()
  return { bytes, details: detailsOf(fields) }
}
