import type { PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { useEffect, useEffectEvent, useMemo, useRef } from 'react'
import { useT } from '../../i18n/use-t'
import { useMediaQuery } from '../../lib/use-media-query'
import { Button, Notice, Spinner } from '../../ui'
import { PhotoCard } from './PhotoCard'
import type { GalleryLayout } from './gallery-search'
import { masonryColumns } from './gallery-view'
import { galleryMessages } from './gallery.messages'

interface PhotoGridProps {
  photos: readonly PhotoView[]
  layout: GalleryLayout
  onOpen: (photoId: string) => void
  hasMore: boolean
  loadingMore: boolean
  loadMoreFailed: boolean
  onLoadMore: () => void
}

/** Start loading the next page this far before its end comes into view, so scrolling rarely waits. */
const LOOK_AHEAD = '1200px 0px'

/**
 * The photos as a grid or as masonry columns, a page at a time: the next page loads as the end of the list nears
 * (an IntersectionObserver), and a Load more button does the same for anyone it does not reach.
 */
export function PhotoGrid({
  photos,
  layout,
  onOpen,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: PhotoGridProps) {
  const t = useT()
  const sentinel = useRef<HTMLDivElement>(null)
  // Columns by the room the grid has: beside the tips panel on a laptop, three are about a thumbnail each.
  const wide = useMediaQuery('(min-width: 90rem)')
  const medium = useMediaQuery('(min-width: 40rem)')
  const loadMore = useEffectEvent(() => {
    if (hasMore && !loadingMore && !loadMoreFailed) onLoadMore()
  })

  useEffect(() => {
    const target = sentinel.current
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore()
      },
      { rootMargin: LOOK_AHEAD },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, photos.length])

  const columnCount = wide ? 4 : medium ? 3 : 2
  const columns = useMemo(
    () => (layout === 'masonry' ? masonryColumns(photos, columnCount) : []),
    [layout, photos, columnCount],
  )
  const card = (photo: PhotoView) => <PhotoCard photo={photo} layout={layout} onOpen={onOpen} />

  return (
    <div className="stack">
      {layout === 'masonry' ? (
        <div className="photo-masonry">
          {columns.map((column, index) => (
            <ul key={index} className="photo-masonry__column">
              {column.map((photo) => (
                <li key={photo.id}>{card(photo)}</li>
              ))}
            </ul>
          ))}
        </div>
      ) : (
        <ul className="photo-grid">
          {photos.map((photo) => (
            <li key={photo.id}>{card(photo)}</li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="photo-grid__end">
        {loadMoreFailed ? (
          <Notice tone="error">
            {t(galleryMessages.loadMoreFailed)}
            <div>
              <Button onClick={onLoadMore}>{t(galleryMessages.tryAgain)}</Button>
            </div>
          </Notice>
        ) : loadingMore ? (
          <Spinner label={t(galleryMessages.loadingMore)} showLabel />
        ) : hasMore ? (
          <Button onClick={onLoadMore}>{t(galleryMessages.loadMore)}</Button>
        ) : null}
      </div>
    </div>
  )
}
