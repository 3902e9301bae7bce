import type { Command } from '../shared/events'
import type { PhotoRendition } from './gallery.events'

type Ids = { teamId: string; photoId: string }

/**
 * A member uploads a photo whose files are already stored (re-encoded, under `teams/{teamId}/photos/{photoId}/`),
 * under an id the route made.
 */
export type UploadPhoto = Command<
  'UploadPhoto',
  Ids & {
    caption: string
    tags: string[]
    sourceType: string
    sourceBytes: number
    animated: boolean
    display: PhotoRendition
    thumbnail: PhotoRendition
  }
>

/** Its uploader deletes it. */
export type DeletePhoto = Command<'DeletePhoto', Ids>

export type GalleryCommand = UploadPhoto | DeletePhoto
