import { z } from 'zod'
import { safeText } from '../shared/safe-input'
import { galleryLimits, galleryMessages, gallerySorts, photoTags } from './gallery.constants'

export * from './gallery.constants'

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
