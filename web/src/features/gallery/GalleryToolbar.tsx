import { photoTags } from '@teamspace/domain/gallery/gallery.constants'
import type { PhotoTag } from '@teamspace/domain/gallery/gallery.schemas'
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { useMediaQuery } from '../../lib/use-media-query'
import { Button, Field } from '../../ui'
import { hasFilters, type GalleryLayout, type GallerySearch } from './gallery-search'
import { galleryMessages } from './gallery.messages'
import { useTagLabel } from './use-tag-label'

/** Below the width where the filters sit on one row (gallery.css). */
const PHONE = '(max-width: 39.99rem)'

/** Typing waits this long for a pause before it asks the server, so a word is one request, not one per letter. */
const SEARCH_PAUSE_MS = 250

interface GalleryToolbarProps {
  search: GallerySearch
  onSearchChange: (search: GallerySearch) => void
  /** What is typed in the search box; the page keeps it, so that its own Clear Filters empties the box too. */
  text: string
  onTextChange: (text: string) => void
  onClear: () => void
}

const sorts = [
  { value: 'newest', label: galleryMessages.newestFirst },
  { value: 'oldest', label: galleryMessages.oldestFirst },
] as const

const layouts = [
  { value: 'grid', label: galleryMessages.grid },
  { value: 'masonry', label: galleryMessages.masonry },
] as const satisfies readonly { value: GalleryLayout; label: unknown }[]

/**
 * Search (caption or uploader), the tag filter, Clear Filters, the order and layout, and the active filters as
 * chips. On a phone all but the chips fold behind a Filters button.
 */
export function GalleryToolbar({ search, onSearchChange, text, onTextChange: setText, onClear }: GalleryToolbarProps) {
  const t = useT()
  const tagLabel = useTagLabel()
  const sortLabelId = useId()
  const layoutLabelId = useId()
  const panelId = useId()
  // On a phone the filters wait behind a button, so the photos start on the first screen; the active ones stay shown.
  const phone = useMediaQuery(PHONE)
  const [open, setOpen] = useState(false)
  const applied = search.search?.trim() ?? ''

  // The other filters as they are when the pause ends, not as they were at the first letter.
  const applySearch = useEffectEvent((wanted: string) => onSearchChange({ ...search, search: wanted || undefined }))
  useEffect(() => {
    const wanted = text.trim()
    if (wanted === applied) return
    const timer = setTimeout(() => applySearch(wanted), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, applied])

  const clearSearch = () => {
    setText('')
    onSearchChange({ ...search, search: undefined })
  }

  return (
    <div className="card gallery-toolbar" role="search" aria-label={t(galleryMessages.findPhotos)}>
      {phone && (
        <Button
          className="gallery-toolbar__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t(galleryMessages.filters)}
        </Button>
      )}
      <div id={panelId} className="gallery-toolbar__panel" hidden={phone && !open}>
        <div className="gallery-toolbar__filters">
          <Field label={t(galleryMessages.search)} className="gallery-toolbar__search">
            {(control) => (
              <input
                {...control}
                type="search"
                placeholder={t(galleryMessages.searchPlaceholder)}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={200}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Field label={t(galleryMessages.tag)}>
            {(control) => (
              <select
                {...control}
                value={search.tag ?? ''}
                onChange={(event) =>
                  onSearchChange({ ...search, tag: (event.target.value || undefined) as PhotoTag | undefined })
                }
              >
                <option value="">{t(galleryMessages.allTags)}</option>
                {photoTags.map((tag) => (
                  <option key={tag} value={tag}>
                    {tagLabel(tag)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button
            className="gallery-toolbar__clear"
            disabled={!hasFilters(search) && text.trim() === ''}
            onClick={onClear}
          >
            {t(galleryMessages.clearFilters)}
          </Button>
        </div>

        <div className="gallery-toolbar__options">
          <div className="gallery-segmented" role="group" aria-labelledby={sortLabelId}>
            <span id={sortLabelId} className="pill-choices__label gallery-segmented__label">
              {t(galleryMessages.order)}
            </span>
            {sorts.map((sort) => (
              <button
                key={sort.value}
                type="button"
                className="pill-choices__button gallery-segmented__button"
                aria-pressed={(search.sort ?? 'newest') === sort.value}
                onClick={() => onSearchChange({ ...search, sort: sort.value === 'newest' ? undefined : sort.value })}
              >
                {t(sort.label)}
              </button>
            ))}
          </div>
          <div className="gallery-segmented" role="group" aria-labelledby={layoutLabelId}>
            <span id={layoutLabelId} className="pill-choices__label gallery-segmented__label">
              {t(galleryMessages.layout)}
            </span>
            {layouts.map((layout) => (
              <button
                key={layout.value}
                type="button"
                className="pill-choices__button gallery-segmented__button"
                aria-pressed={(search.layout ?? 'grid') === layout.value}
                onClick={() =>
                  onSearchChange({ ...search, layout: layout.value === 'grid' ? undefined : layout.value })
                }
              >
                {t(layout.label)}
              </button>
            ))}
          </div>
        </div>
      </div>
      {hasFilters(search) && (
        <ul className="filter-chips" aria-label={t(galleryMessages.activeFilters)}>
          {applied !== '' && (
            <li>
              <button
                type="button"
                className="filter-chip"
                onClick={clearSearch}
                aria-label={t(galleryMessages.removeSearchFilter, { search: applied })}
              >
                {t(galleryMessages.searchChip, { search: applied })} <span aria-hidden="true">✕</span>
              </button>
            </li>
          )}
          {search.tag && (
            <li>
              <button
                type="button"
                className="filter-chip"
                onClick={() => onSearchChange({ ...search, tag: undefined })}
                aria-label={t(galleryMessages.removeTagFilter, { tag: tagLabel(search.tag) })}
              >
                {t(galleryMessages.tagChip, { tag: tagLabel(search.tag) })} <span aria-hidden="true">✕</span>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
