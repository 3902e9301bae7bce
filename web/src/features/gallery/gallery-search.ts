import { gallerySorts, photoTags } from '@teamspace/domain/gallery/gallery.constants'
import { definedOnly, searchChoice, searchText } from '../../lib/search-params'

export const galleryLayouts = ['grid', 'masonry'] as const
export type GalleryLayout = (typeof galleryLayouts)[number]

export interface GallerySearch {
  search?: string | undefined
  tag?: (typeof photoTags)[number] | undefined
  sort?: (typeof gallerySorts)[number] | undefined
  layout?: GalleryLayout | undefined
}

/** The /gallery query string: the filters, the order and the layout. Anything malformed is dropped. */
export const parseGallerySearch = (search: Record<string, unknown>): GallerySearch =>
  definedOnly({
    search: searchText(search.search, { max: 200 }),
    tag: searchChoice(search.tag, photoTags),
    sort: searchChoice(search.sort, gallerySorts),
    layout: searchChoice(search.layout, galleryLayouts),
  })

/** What the server filters and orders by; the layout is the browser's alone. */
export type GalleryFilters = Pick<GallerySearch, 'search' | 'tag' | 'sort'>

export const filtersOf = ({ search, tag, sort }: GallerySearch): GalleryFilters => ({ search, tag, sort })

export const hasFilters = (search: GallerySearch) => Boolean(search.search?.trim()) || search.tag !== undefined
