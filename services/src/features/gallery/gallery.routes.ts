import { createHash } from 'node:crypto'
import {
  galleryLimits,
  galleryMessages,
  photoDetailsSchema,
  photoListQuerySchema,
  photoPageSchema,
  uploadedPhotoSchema,
  type PhotoDetails,
} from '@teamspace/domain/gallery/gallery.schemas'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
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
import { processPhoto, type ImageRendition } from '../../platform/storage/images'
import { findPhoto, findRendition, listPhotos } from './gallery.queries'
import { photoStream } from './gallery.streams'

const photoParams = idParams('photoId')

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

/** Photos are the team's own: never stored by a shared cache, never sniffed into another type. */
const RENDITION_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
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

  /** The photo as the caller sees it; one of another team's is not found. */
  const viewOf = async (teamId: string, photoId: string, userId: string) => {
    const view = await findPhoto(db, teamId, photoId, userId)
    if (!view) throw new NotFoundError(galleryMessages.notFound)
    return view
  }

  app.get(
    '/api/gallery/photos',
    {
      config: { permission: 'team.read' },
      schema: { querystring: photoListQuerySchema, response: { 200: photoPageSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      return listPhotos(db, teamId, userId, request.query)
    },
  )

  app.post(
    '/api/gallery/photos',
    {
      config: { permission: 'photos.upload' },
      schema: { response: { 201: uploadedPhotoSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId, userId } = identityOf(request)
      await countUpload({ teamId, userId })
      const upload = await readUpload(request)
      const photoId = newPhotoId(request, teamId)
      // A retry of an upload that went through: its files are there, and the command answers as it did.
      if (!(await findRendition(db, teamId, photoId, 'display'))) {
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
          if (!(await findRendition(db, teamId, photoId, 'display'))) {
            await app.storage
              .deleteFolder(folder)
              .catch((removal: unknown) => request.log.warn({ err: removal, folder }, 'removing an unrecorded upload'))
          }
          throw error
        }
      }
      const view = await findPhoto(db, teamId, photoId, userId)
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
      const { teamId, userId } = identityOf(request)
      const { photoId } = request.params
      await viewOf(teamId, photoId, userId)
      // The record goes now; the gallery-files subscriber removes the stored files after it.
      await runCommand(request, photoStream, { type: 'DeletePhoto', data: { teamId, photoId } })
      return reply.status(204).send(null)
    },
  )

  for (const size of ['thumbnail', 'display'] as const) {
    app.get(
      `/api/gallery/photos/:photoId/${size}`,
      { config: { permission: 'team.read' }, schema: { params: photoParams } },
      async (request, reply) => {
        const { photoId } = request.params
        const rendition = await findRendition(db, identityOf(request).teamId, photoId, size)
        const bytes = rendition ? await app.storage.get(rendition.key) : null
        if (!rendition || !bytes) throw new NotFoundError(galleryMessages.notFound)
        return reply.headers(RENDITION_HEADERS).header('content-type', rendition.content_type).send(bytes)
      },
    )
  }
}

const invalidType = () => new ValidationError(galleryMessages.invalidType, { code: 'invalid-type' })

/** The text fields beside the file: `caption`, and `tags` repeated or comma-separated. */
const detailsOf = (fields: { caption: string[]; tags: string[] }): PhotoDetails =>
  parseInput(photoDetailsSchema, {
    ...(fields.caption[0] !== undefined ? { caption: fields.caption[0] } : {}),
    tags: fields.tags.flatMap((value) => value.split(',')).flatMap((tag) => (tag.trim() ? [tag.trim()] : [])),
  })

/**
 * The one uploaded file and its details, refusing anything over the size limit. Any body that is not exactly
 * one whole file (empty, cut short, no file, two files, not multipart at all) is refused as not an image.
 */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw invalidType()
  let bytes: Buffer | null = null
  const fields = { caption: [] as string[], tags: [] as string[] }
  try {
    // Two files are allowed through the parser so the second can be refused rather than silently dropped.
    for await (const part of request.parts({
      limits: { fileSize: galleryLimits.maxFileBytes, files: 2, fields: 20, parts: 22, fieldSize: 8 * 1024 },
    })) {
      if (part.type === 'file') {
        if (bytes !== null) throw invalidType()
        bytes = await part.toBuffer()
        continue
      }
      if (part.fieldname !== 'caption' && part.fieldname !== 'tags') continue
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
