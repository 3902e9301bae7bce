import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { PageError } from '../../../../app/page/page-states'
import { GalleryLoading } from '../../../../features/gallery/GalleryRouteStates'
import { GalleryPage } from '../../../../features/gallery/GalleryPage'
import { filtersOf, parseGallerySearch, type GallerySearch } from '../../../../features/gallery/gallery-search'
import { galleryPhotosQuery } from '../../../../features/gallery/gallery.queries'
import { pageTitles } from '../../../../app/page/page-titles'

// The photo count needs the gallery's query: it loads with the page, not with every page's route tree.
const GalleryHeading = lazy(() =>
  import('../../../../features/gallery/GalleryHeading').then((module) => ({ default: module.GalleryHeading })),
)

export const Route = createFileRoute('/_app/t/$teamId/gallery')({
  staticData: {
    page: {
      ...pageTitles['/gallery'],
      Heading: GalleryHeading,
    },
  },
  validateSearch: parseGallerySearch,
  // No loaderDeps: a new search or tag keeps the page on screen (the query shows the last result while it loads)
  // instead of waiting on the loader; only the first visit waits for the first page.
  loader: ({ context: { queryClient }, location }) =>
    queryClient.ensureInfiniteQueryData(galleryPhotosQuery(filtersOf(parseGallerySearch(location.search)))),
  pendingComponent: GalleryLoading,
  errorComponent: PageError,
  component: GalleryRoute,
})

function GalleryRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Filtering, sorting and switching the layout is browsing one page, not going somewhere new.
  const changeSearch = (next: GallerySearch) => void navigate({ search: next, replace: true, resetScroll: false })
  return <GalleryPage search={search} onSearchChange={changeSearch} />
}
