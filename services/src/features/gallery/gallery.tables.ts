import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    gallery_photos: GalleryPhotosTable
    gallery_file_removals: GalleryFileRemovalsTable
  }
  interface ReadTables {
    gallery_photos: true
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
