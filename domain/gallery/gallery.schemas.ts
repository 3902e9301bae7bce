import { z } from 'zod'
import { safeText } from '../shared/safe-input'

/** The seven fixed photo tags (spec §5 "Photo upload"). */
export const photoTags = ['game', 'practice', 'team', 'celebration', 'training', 'tournament', 'awards'] as const
export type PhotoTag = (typeof photoTags)[number]

/** The gallery's limits (spec §5, §9). */
export const galleryLimits = {
  /** Files in one upload dialog. */
  maxFiles: 10,
  /** Bytes of one uploaded file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Pixels of one frame (a 64-megapixel phone photo fits); beyond it an upload is refused before it is decoded. */
  maxPixels: 70_000_000,
  captionMax: 500,
  /** Tags shown on a card before '+N'. */
  cardTags: 3,
  /** Tag quick-filter chips (plus All). */
  tagChips: 10,
  /** Photos in one page of the grid. */
  pageSize: 60,
} as const

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

export const galleryMessages = {
  uploadHint: 'Choose up to 10 images (JPG, PNG, GIF)',
  onlyImages: 'Only image files are allowed',
  /** 'Can only upload N more files', N being the room left. */
  canOnlyUploadMore: (room: number) => `Can only upload ${room} more files`,
  maxFiles: 'Maximum 10 files can be uploaded at once',
  invalidType: 'Invalid file type. Please upload a JPEG, PNG, GIF, or WebP image.',
  tooLarge: 'File size too large. Please upload an image smaller than 5MB.',
  uploadFailed: 'Failed to upload photos. Please try again.',
  /** 'Upload N Photo(s)'. */
  uploadButton: (count: number) => `Upload ${count} Photo(s)`,
  confirmDelete: 'Are you sure you want to delete this photo? This action cannot be undone.',
  noMatches: 'No photos match your current filters.',
  empty: 'No photos have been uploaded to the gallery yet.',
  uploadFirst: 'Upload First Photos',
  /** Beyond the spec's words: the server's refusals. */
  tooManyPixels: 'This image is too large to process. Please upload a smaller image.',
  notUploader: 'Only the person who uploaded this photo can delete it.',
  notFound: 'This photo no longer exists.',
  unknownTag: 'Please choose tags from the list.',
  captionLong: 'Caption must be 500 characters or fewer.',
  tooFast: "You're uploading photos too fast. Please wait a moment.",
} as const

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

export const gallerySorts = ['newest', 'oldest'] as const

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
