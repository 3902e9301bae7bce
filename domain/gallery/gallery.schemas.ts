import { z } from 'zod'
import { idSchema, safeText } from '../shared/safe-input'
import { galleryLimits, galleryMessages, gallerySorts, photoTags } from './gallery.constants'
import { photoConsentDefaults, photoConsents } from './gallery.events'

export * from './gallery.constants'

/** Players a photo names, each once, by their roster id. */
export const playerIdsSchema = z
  .array(idSchema(galleryMessages.unknownPlayer))
  .max(galleryLimits.maxPlayers, galleryMessages.tooManyPlayers)
  .transform((ids) => [...new Set(ids)])

/** The text fields that travel beside the file in the upload's multipart body (`caption`, `tags`). */
export const photoDetailsSchema = z.object({
  caption: safeText({ max: galleryLimits.captionMax, maxMessage: galleryMessages.captionLong }).optional().default(''),
  /** Each chosen tag once; sent as repeated `tags` fields or one comma-separated `tags` field. */
  tags: z
    .array(z.enum(photoTags, { error: galleryMessages.unknownTag }))
    .max(photoTags.length)
    .optional()
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** The roster's players it shows, by id: sent as repeated `players` fields or one comma-separated field. */
  playerIds: playerIdsSchema.optional().default([]),
})
export type PhotoDetails = z.output<typeof photoDetailsSchema>

/** GET /api/gallery/photos: the grid's filters and its page. */
export const photoListQuerySchema = z.object({
  search: safeText({ max: 200 }).optional(),
  tag: z.enum(photoTags, { error: galleryMessages.unknownTag }).optional(),
  sort: z.enum(gallerySorts).optional().default('newest'),
  /** The `nextCursor` of the previous page; opaque. */
  cursor: z.string().max(200).optional(),
})

/** A photo as the gallery shows it. URLs point at the app (`/api/gallery/photos/:id/thumbnail|display`). */
export const photoViewSchema = z.object({
  id: z.string(),
  caption: z.string(),
  tags: z.array(z.string()),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
  contentType: z.string(),
  fileSize: z.number(),
  animated: z.boolean(),
  thumbnail: z.object({ url: z.string(), width: z.number(), height: z.number() }),
  display: z.object({ url: z.string(), width: z.number(), height: z.number() }),
  /** True for the uploader: only then is Delete offered (and allowed). */
  canDelete: z.boolean(),
  /** The players it names, in roster order. */
  players: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * Held back from the team: it names a child without photo consent. Only coaches and its uploader see such a
   * photo, with `heldFor` naming the children whose consent it waits for.
   */
  held: z.boolean(),
  heldFor: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The uploader and coaches may change who is in it; coaches may blur a region. */
  canTag: z.boolean(),
  canBlur: z.boolean(),
  /** Its files' version: it changes when a region is blurred (and the old addresses answer 404). */
  variant: z.string(),
})
export type PhotoView = z.infer<typeof photoViewSchema>

export const photoPageSchema = z.object({
  photos: z.array(photoViewSchema),
  /** Photos matching the filters, over all pages (the heading's count). */
  total: z.number(),
  /** The first 10 distinct tags of the team's photos, newest photo first (the quick-filter chips). */
  tags: z.array(z.string()),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
})
export type PhotoPage = z.infer<typeof photoPageSchema>

export const uploadedPhotoSchema = photoViewSchema

/** PUT /api/gallery/photos/:photoId/players: who is in the photo, the whole list. */
export const photoPlayersSchema = z.object({ playerIds: playerIdsSchema })

const fraction = z
  .number({ error: galleryMessages.badRegion })
  .min(0, galleryMessages.badRegion)
  .max(1, galleryMessages.badRegion)
/** POST /api/gallery/photos/:photoId/blur: the region, in fractions of the photo from its top left corner. */
export const blurRegionSchema = z.object({
  region: z
    .object({
      x: fraction,
      y: fraction,
      width: fraction.min(galleryLimits.minRegion, galleryMessages.badRegion),
      height: fraction.min(galleryLimits.minRegion, galleryMessages.badRegion),
    })
    .refine((r) => r.x + r.width <= 1.000001 && r.y + r.height <= 1.000001, { error: galleryMessages.badRegion }),
  /** The photo's `variant` the coach looked at: a photo changed since is refused. */
  variant: z.string().regex(/^[A-Za-z0-9_-]{0,32}$/),
})

/** POST /api/gallery/photos/visible: which of the photos a phone keeps images of the caller may still see. */
export const visiblePhotosQuerySchema = z.object({
  photoIds: z.array(idSchema()).max(galleryLimits.maxCheckedPhotos),
})
export const visiblePhotosSchema = z.object({
  /** The addresses of the photos still visible, as the grid gives them; the phone drops any other it keeps (a 404: none is). */
  urls: z.array(z.string()),
})

/** PUT /api/gallery/consent/players/:playerId. */
export const setPhotoConsentSchema = z.object({ consent: z.enum(photoConsents) })
/** PUT /api/gallery/consent/default. */
export const setPhotoConsentDefaultSchema = z.object({ consentDefault: z.enum(photoConsentDefaults) })

/** GET /api/gallery/consent: the team's default, and each child the caller may see the consent of. */
export const photoConsentOverviewSchema = z.object({
  consentDefault: z.enum(photoConsentDefaults),
  /** Coaches: every player of the roster; anyone else: their own children only. */
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      /** What the family said; null when it has not. */
      consent: z.enum(photoConsents).nullable(),
      /** Whether photos of the child are shown: the family's answer, or the team's default without one. */
      allowed: z.boolean(),
      /** The caller is a parent linked to the child. */
      canChange: z.boolean(),
    }),
  ),
  canChangeDefault: z.boolean(),
})
export type PhotoConsentOverview = z.infer<typeof photoConsentOverviewSchema>
