import type { DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The team's photo gallery: the /gallery grid, its counts and tag chips. */
    gallery: true
  }
}

/** What the stored files of a photo are: one display size for the viewer, one thumbnail for the grid. */
export interface PhotoRendition {
  /** The storage key, under `teams/{teamId}/photos/{photoId}/`. Never a public URL. */
  readonly key: string
  readonly width: number
  readonly height: number
  readonly bytes: number
  /** e.g. 'image/webp'. */
  readonly contentType: string
}

/**
 * A member uploaded a photo. Stream `photo-<id>`: the photo's whole life (only its uploader may delete it).
 * The original file name is not kept (it may name a child); the files are re-encoded, so no EXIF or GPS.
 */
export type PhotoUploaded = DomainEvent<
  'PhotoUploaded',
  {
    teamId: string
    photoId: string
    uploadedBy: string
    /** Trimmed, '' when none. */
    caption: string
    /** A subset of `photoTags`, in the order chosen. */
    tags: string[]
    /** The type sniffed from the uploaded bytes: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'. */
    sourceType: string
    /** Bytes of the file as uploaded. */
    sourceBytes: number
    animated: boolean
    display: PhotoRendition
    thumbnail: PhotoRendition
    uploadedAt: string
  }
>

/** Its uploader deleted it. The record goes first; a subscriber then removes the stored files. */
export type PhotoDeleted = DomainEvent<'PhotoDeleted', { teamId: string; photoId: string; deletedAt: string }>

export type GalleryDomainEvent = PhotoUploaded | PhotoDeleted

export const photoStreamId = (photoId: string) => `photo-${photoId}`
