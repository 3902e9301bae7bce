import type { Command } from '../shared/events'
import type { PhotoConsent, PhotoConsentDefault, PhotoRegion, PhotoRendition } from './gallery.events'

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
    /** The team's players it shows, checked against the roster by the route. */
    playerIds: string[]
    sourceType: string
    sourceBytes: number
    animated: boolean
    display: PhotoRendition
    thumbnail: PhotoRendition
  }
>

/** Its uploader deletes it. */
export type DeletePhoto = Command<'DeletePhoto', Ids>

/** Its uploader or a coach says who is in it (the whole list, players of the roster checked by the route). */
export type TagPhotoPlayers = Command<'TagPhotoPlayers', Ids & { playerIds: string[] }>

/**
 * A coach blurred a region: the new files are stored, made from the photo's files of variant `from`; a photo changed
 * since (another blur) is refused, so that no blur is undone by one made from an older picture.
 */
export type BlurPhotoRegion = Command<
  'BlurPhotoRegion',
  Ids & { region: PhotoRegion; from: string; variant: string; display: PhotoRendition; thumbnail: PhotoRendition }
>

export type PhotoCommand = UploadPhoto | DeletePhoto | TagPhotoPlayers | BlurPhotoRegion

/** A parent linked to the child sets the child's consent; the route adds who is linked, from the roster. */
export type SetPhotoConsent = Command<
  'SetPhotoConsent',
  { teamId: string; playerId: string; consent: PhotoConsent; parentIds: readonly string[] }
>

/** A coach sets what counts for a child without an answer. */
export type SetPhotoConsentDefault = Command<
  'SetPhotoConsentDefault',
  { teamId: string; consentDefault: PhotoConsentDefault }
>

export type PhotoConsentCommand = SetPhotoConsent | SetPhotoConsentDefault

export type GalleryCommand = PhotoCommand | PhotoConsentCommand
