import { useInfiniteQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { filtersOf, parseGallerySearch } from './gallery-search'
import { galleryPhotosQuery } from './gallery.queries'
import { galleryMessages } from './gallery.messages'

/** 'Team Gallery (12 photos)': the heading counts the photos the filters match, over every page. */
export function GalleryHeading() {
  const t = useT()
  const search = parseGallerySearch(useSearch({ strict: false }))
  const { data } = useInfiniteQuery(galleryPhotosQuery(filtersOf(search)))
  const total = data?.pages[0]?.total
  return (
    <>
      {t(galleryMessages.teamGallery)}
      {total !== undefined && (
        <span className="gallery-heading__count"> {t(galleryMessages.photoCount, { count: total })}</span>
      )}
    </>
  )
}
