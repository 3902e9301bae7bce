import { photoTags } from '@teamspace/domain/gallery/gallery.constants'
import type { PhotoTag } from '@teamspace/domain/gallery/gallery.schemas'
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useMediaQuery } from '../../lib/use-media-query'
import { Button, Field } from '../../ui'
import { hasFilters, type GalleryLayout, type GallerySearch } from './gallery-search'
import { tagLabel } from './gallery-view'

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
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const

const layouts: { value: GalleryLayout; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'masonry', label: 'Masonry' },
]

/**
 * Search (caption or uploader), the tag filter, Clear Filters, the order and layout, and the active filters as
 * chips. On a phone all but the chips fold behind a Filters button.
 */
export function GalleryToolbar({ search, onSearchChange, text, onTextChange: setText, onClear }: GalleryToolbarProps) {
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
    <div className="card gallery-toolbar" role="search" aria-label="Find photos">
      {phone && (
        <Button
          className="gallery-toolbar__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Filters
        </Button>
      )}
      <div id={panelId} className="gallery-toolbar__panel" hidden={phone && !open}>
        <div className="gallery-toolbar__filters">
          <Field label="Search" className="gallery-toolbar__search">
            {(control) => (
              <input
                {...control}
                type="search"
                placeholder="Caption or uploader"
                autoComplete="off"
                enterKeyHint="search"
                maxLength={200}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Field label="Tag">
            {(control) => (
              <select
                {...control}
                value={search.tag ?? ''}
                onChange={(event) =>
                  onSearchChange({ ...search, tag: (event.target.value || undefined) as PhotoTag | undefined })
                }
              >
                <option value="">All Tags</option>
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
            Clear Filters
          </Button>
        </div>

        <div className="gallery-toolbar__options">
          <div className="gallery-segmented" role="group" aria-labelledby={sortLabelId}>
            <span id={sortLabelId} className="gallery-segmented__label">
              Order
            </span>
            {sorts.map((sort) => (
              <button
                key={sort.value}
                type="button"
                className="gallery-segmented__button"
                aria-pressed={(search.sort ?? 'newest') === sort.value}
                onClick={() => onSearchChange({ ...search, sort: sort.value === 'newest' ? undefined : sort.value })}
              >
                {sort.label}
              </button>
            ))}
          </div>
          <div className="gallery-segmented" role="group" aria-labelledby={layoutLabelId}>
            <span id={layoutLabelId} className="gallery-segmented__label">
              Layout
            </span>
            {layouts.map((layout) => (
              <button
                key={layout.value}
                type="button"
                className="gallery-segmented__button"
                aria-pressed={(search.layout ?? 'grid') === layout.value}
                onClick={() =>
                  onSearchChange({ ...search, layout: layout.value === 'grid' ? undefined : layout.value })
                }
              >
                {layout.label}
              </button>
            ))}
          </div>
        </div>
      </div>
      {hasFilters(search) && (
        <ul className="gallery-filter-chips" aria-label="Active filters">
          {applied !== '' && (
            <li>
              <button type="button" className="gallery-filter-chip" onClick={clearSearch}>
                <span className="visually-hidden">Remove filter </span>
                Search: “{applied}” <span aria-hidden="true">✕</span>
              </button>
            </li>
          )}
          {search.tag && (
            <li>
              <button
                type="button"
                className="gallery-filter-chip"
                onClick={() => onSearchChange({ ...search, tag: undefined })}
              >
                <span className="visually-hidden">Remove filter </span>
                Tag: {tagLabel(search.tag)} <span aria-hidden="true">✕</span>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
