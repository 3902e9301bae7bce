import { useInfiniteQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { filtersOf, parseGallerySearch } from './gallery-search'
import { galleryPhotosQuery } from './gallery.queries'

/** 'Team Gallery (12 photos)': the heading counts the photos the filters match, over every page. */
export function GalleryHeading() {
  const search = parseGallerySearch(useSearch({ strict: false }))
  const { data } = useInfiniteQuery(galleryPhotosQuery(filtersOf(search)))
  const total = data?.pages[0]?.total
  return (
    <>
      Team Gallery
      {total !== undefined && (
        <span className="gallery-heading__count"> ({total === 1 ? '1 photo' : `${total} photos`})</span>
      )}
    </>
  )
}
