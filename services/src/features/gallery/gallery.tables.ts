import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    gallery_photos: GalleryPhotosTable
    gallery_file_removals: GalleryFileRemovalsTable
    gallery_photo_consents: GalleryPhotoConsentsTable
    gallery_consent_defaults: GalleryConsentDefaultsTable
  }
  interface ReadTables {
    gallery_photos: true
    gallery_photo_consents: true
    gallery_consent_defaults: true
  }
}

/** Each photo of the team's gallery; a deleted one leaves the table. The uploader's name is joined when read. */
export interface GalleryPhotosTable {
  id: string
  team_id: string
  uploaded_by: string
  caption: string
  tags: string[]
  source_type: string
  source_bytes: number
  animated: boolean
  display_key: string
  display_type: string
  display_width: number
  display_height: number
  thumbnail_key: string
  thumbnail_type: string
  thumbnail_width: number
  thumbnail_height: number
  created_at: Timestamp
  /** The team's players it shows, by id; a removed player leaves the list. */
  player_ids: Generated<string[]>
  /** The files' version, '' as uploaded: in the addresses, so a blur's new files have new ones. */
  variant: Generated<string>
}

/** Each child's photo consent as their family set it (a child without a row has no answer); erased with the child. */
export interface GalleryPhotoConsentsTable {
  player_id: string
  team_id: string
  consent: 'photos' | 'none'
  set_by: string
  set_at: Timestamp
}

/** What counts for a child without an answer, per team; a team without a row asks families first. */
export interface GalleryConsentDefaultsTable {
  team_id: string
  consent_default: 'ask' | 'photos'
}

/**
 * The stored files of deleted photos still to remove, queued by the gallery-files subscriber with its
 * checkpoint and removed after commit; a failed removal stays, with its next attempt.
 */
export interface GalleryFileRemovalsTable {
  folder: string
  team_id: string
  photo_id: string
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  last_error: string | null
}
