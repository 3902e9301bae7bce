import type { PhotoTag } from '@teamspace/domain/gallery/gallery.schemas'
import { photoTags } from '@teamspace/domain/gallery/gallery.constants'
import { useT } from '../../i18n/use-t'
import { cx } from '../../ui/cx'
import { galleryMessages } from './gallery.messages'
import { useTagLabel } from './use-tag-label'

interface TagChipsProps {
  /** The first 10 distinct tags of the team's photos, as the server lists them. */
  tags: readonly string[]
  selected: PhotoTag | undefined
  onSelect: (tag: PhotoTag | undefined) => void
}

const isPhotoTag = (tag: string): tag is PhotoTag => (photoTags as readonly string[]).includes(tag)

/** The quick filters (spec §2): All, then each tag in use; the chosen one is pressed. */
export function TagChips({ tags, selected, onSelect }: TagChipsProps) {
  const t = useT()
  const tagLabel = useTagLabel()
  const chips: (PhotoTag | undefined)[] = [undefined, ...tags.filter(isPhotoTag)]
  return (
    <ul className="gallery-tag-chips" aria-label={t(galleryMessages.quickFilter)}>
      {chips.map((tag) => (
        <li key={tag ?? 'all'}>
          <button
            type="button"
            className={cx('gallery-tag-chip', selected === tag && 'gallery-tag-chip--selected')}
            aria-pressed={selected === tag}
            onClick={() => onSelect(tag)}
          >
            {tag ? tagLabel(tag) : t(galleryMessages.all)}
          </button>
        </li>
      ))}
    </ul>
  )
}
