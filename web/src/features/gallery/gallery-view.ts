import { acceptedImageTypes, galleryLimits } from '@teamspace/domain/gallery/gallery.constants'
import { currentLocale, translate } from '../../i18n/locale'
import { galleryMessages } from './gallery.messages'

/** A card's tags: the first three, and how many more there are for its '+N'. */
export function cardTags(tags: readonly string[], shown: number = galleryLimits.cardTags) {
  return { visible: tags.slice(0, shown), more: Math.max(0, tags.length - shown) }
}

export interface FileLike {
  readonly name: string
  readonly type: string
  readonly size: number
}

/**
 * Which of the files just chosen (or dropped) join the upload, and what to tell the person about the rest (spec §5
 * "Photo upload"): only images, of the types the server takes, under 5MB, and never more than 10 in the dialog.
 */
export function chooseFiles<F extends FileLike>(alreadyChosen: number, files: readonly F[]) {
  const messages = new Set<string>()
  const images = files.filter((file) => {
    if (!file.type.startsWith('image/')) {
      messages.add(translate(galleryMessages.onlyImages))
      return false
    }
    if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
      messages.add(translate(galleryMessages.invalidType))
      return false
    }
    if (file.size > galleryLimits.maxFileBytes) {
      messages.add(translate(galleryMessages.tooLarge))
      return false
    }
    return true
  })
  const room = Math.max(0, galleryLimits.maxFiles - alreadyChosen)
  if (images.length > galleryLimits.maxFiles) messages.add(translate(galleryMessages.maxFiles))
  else if (images.length > room) messages.add(translate(galleryMessages.canOnlyUploadMore, { room }))
  return { accepted: images.slice(0, room), messages: [...messages] }
}

/** '1.2 MB', '350 KB': a file's size as people read it (the person's locale writes the number: '1,2 MB'). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    return `${megabytes.format(bytes / (1024 * 1024))} MB`
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** A tag the app has no words for, as a chip shows it: 'celebration' → 'Celebration' (see useTagLabel). */
export const tagLabel = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1)

/** The columns of the masonry layout: each photo goes under the shortest column so far, by its aspect ratio. */
export function masonryColumns<P extends { id: string; thumbnail: { width: number; height: number } }>(
  photos: readonly P[],
  columnCount: number,
): P[][] {
  const columns: P[][] = Array.from({ length: Math.max(1, columnCount) }, () => [])
  const heights = columns.map(() => 0)
  for (const photo of photos) {
    let shortest = 0
    for (let column = 1; column < heights.length; column++) {
      if ((heights[column] ?? 0) < (heights[shortest] ?? 0) - 0.01) shortest = column
    }
    const { width, height } = photo.thumbnail
    columns[shortest]?.push(photo)
    // The caption and tags under each picture take about a third of a square's height.
    heights[shortest] = (heights[shortest] ?? 0) + (width > 0 ? height / width : 1) + 0.35
  }
  return columns
}
