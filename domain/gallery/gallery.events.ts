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
    /**
     * The team's players the photo shows, by id (never a name), as the uploader tagged them from the roster.
     * Absent from photos uploaded before children were tagged: none.
     */
    playerIds?: string[]
  }
>

/** Who is in the photo changed: the uploader or a coach tagged or untagged players (the whole new list). */
export type PhotoPlayersTagged = DomainEvent<
  'PhotoPlayersTagged',
  { teamId: string; photoId: string; playerIds: string[]; taggedAt: string }
>

/** A part of a photo, as fractions of its width and height from its top left corner. */
export interface PhotoRegion {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/**
 * A coach blurred a region of a photo: its files are now `display` and `thumbnail` (under a new `variant` name, so
 * their addresses are new); those it `replaced` are removed after the record, and their addresses answer 404.
 */
export type PhotoRegionBlurred = DomainEvent<
  'PhotoRegionBlurred',
  {
    teamId: string
    photoId: string
    region: PhotoRegion
    variant: string
    display: PhotoRendition
    thumbnail: PhotoRendition
    replaced: { displayKey: string; thumbnailKey: string }
    blurredAt: string
  }
>

/** What a child's family said of photos: in the team gallery, or none. */
export const photoConsents = ['photos', 'none'] as const
export type PhotoConsent = (typeof photoConsents)[number]
/** What counts for a child whose family has not answered: ask families first (no photos until they say yes), or photos. */
export const photoConsentDefaults = ['ask', 'photos'] as const
export type PhotoConsentDefault = (typeof photoConsentDefaults)[number]

/**
 * A parent linked to the child set the child's photo consent. Stream `photo-consent-<playerId>`: one child's
 * consent, decided against nothing else. The actor and the time are the history's "who changed it when".
 */
export type PhotoConsentSet = DomainEvent<
  'PhotoConsentSet',
  { teamId: string; playerId: string; consent: PhotoConsent; setAt: string }
>

/** A coach set what counts for a child without an answer. Stream `photo-consent-default-<teamId>`. */
export type PhotoConsentDefaultSet = DomainEvent<
  'PhotoConsentDefaultSet',
  { teamId: string; consentDefault: PhotoConsentDefault; setAt: string }
>

/** Its uploader deleted it. The record goes first; a subscriber then removes the stored files. */
export type PhotoDeleted = DomainEvent<'PhotoDeleted', { teamId: string; photoId: string; deletedAt: string }>

/** One photo's life (stream `photo-<id>`). */
export type PhotoEvent = PhotoUploaded | PhotoDeleted | PhotoPlayersTagged | PhotoRegionBlurred
/** Photo consent: each child's (stream `photo-consent-<playerId>`) and the team's default. */
export type PhotoConsentEvent = PhotoConsentSet | PhotoConsentDefaultSet

export type GalleryDomainEvent = PhotoEvent | PhotoConsentEvent

export const photoStreamId = (photoId: string) => `photo-${photoId}`
export const photoConsentStreamId = (playerId: string) => `photo-consent-${playerId}`
export const photoConsentDefaultStreamId = (teamId: string) => `photo-consent-default-${teamId}`
