import { photoTags, type PhotoTag } from '@teamspace/domain/gallery/gallery.constants'
import { useT } from '../../i18n/use-t'
import { galleryTagMessages } from './gallery-tags.messages'
import { tagLabel } from './gallery-view'

const isPhotoTag = (tag: string): tag is PhotoTag => (photoTags as readonly string[]).includes(tag)

/** A tag as a chip shows it, in the person's language; a tag the app does not know, as the server names it. */
export function useTagLabel(): (tag: string) => string {
  const t = useT()
  return (tag) => (isPhotoTag(tag) ? t(galleryTagMessages[tag]) : tagLabel(tag))
}
