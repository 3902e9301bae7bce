import { gallerySorts, photoTags } from '@teamspace/domain/gallery/gallery.schemas'
import { z } from 'zod'

export const galleryLayouts = ['grid', 'masonry'] as const
export type GalleryLayout = (typeof galleryLayouts)[number]

/** The /gallery query string: the filters, the order and the layout. Anything malformed is dropped. */
export const gallerySearchSchema = z.object({
  search: z.string().max(200).optional().catch(undefined),
  tag: z.enum(photoTags).optional().catch(undefined),
  sort: z.enum(gallerySorts).optional().catch(undefined),
  layout: z.enum(galleryLayouts).optional().catch(undefined),
})
export type GallerySearch = z.infer<typeof gallerySearchSchema>

/** What the server filters and orders by; the layout is the browser's alone. */
export type GalleryFilters = Pick<GallerySearch, 'search' | 'tag' | 'sort'>

export const filtersOf = ({ search, tag, sort }: GallerySearch): GalleryFilters => ({ search, tag, sort })

export const hasFilters = (search: GallerySearch) => Boolean(search.search?.trim()) || search.tag !== undefined
