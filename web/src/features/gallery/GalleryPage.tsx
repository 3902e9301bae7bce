import { useInfiniteQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Button, EmptyState, Notice } from '../../ui'
import { CameraIcon, SearchIcon } from '../../ui/icons'
import { GalleryTips } from './GalleryTips'
import { GalleryToolbar } from './GalleryToolbar'
import { PhotoGrid } from './PhotoGrid'
import { TagChips } from './TagChips'
import { filtersOf, hasFilters, type GallerySearch } from './gallery-search'
import { pruneGalleryImages } from './gallery-images'
import { galleryPhotosQuery, photosOf } from './gallery.queries'
import { galleryMessages } from './gallery.messages'
import './gallery.css'

// What the grid does not need to show itself loads after it: the consent card beside it, and the viewer and the
// upload dialog once they are opened.
const PhotoConsentCard = lazy(() => import('./PhotoConsentCard').then((card) => ({ default: card.PhotoConsentCard })))
const PhotoViewer = lazy(() => import('./PhotoViewer').then((viewer) => ({ default: viewer.PhotoViewer })))
const UploadDialog = lazy(() => import('./UploadDialog').then((dialog) => ({ default: dialog.UploadDialog })))

interface GalleryPageProps {
  search: GallerySearch
  onSearchChange: (search: GallerySearch) => void
}

/**
 * Team Gallery (spec §2): search, tag filter and chips, the order and the layout, the photos a page at a time, the
 * upload dialog, the viewer and the tips.
 */
export function GalleryPage({ search, onSearchChange }: GalleryPageProps) {
  const user = useSignedInUser()
  const t = useT()
  const uploads = can(user.role, 'photos.upload')
  const query = useInfiniteQuery(galleryPhotosQuery(filtersOf(search)))
  const photos = useMemo(() => photosOf(query.data), [query.data])
  const firstPage = query.data?.pages[0]
  // Each answer of the server (a refetch when the signal is back, a consent withdrawn live): the phone's kept images
  // of photos no longer shown go.
  const answeredAt = query.isFetching ? 0 : query.dataUpdatedAt
  useEffect(() => {
    if (answeredAt > 0 && navigator.onLine) pruneGalleryImages()
  }, [answeredAt])
  const [uploading, setUploading] = useState(false)
  const [viewing, setViewing] = useState<string | null>(null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const [searchText, setSearchText] = useState(search.search ?? '')
  const filtered = hasFilters(search)
  const clearFilters = () => {
    setSearchText('')
    onSearchChange({ ...search, search: undefined, tag: undefined })
  }

  const viewingIndex = viewing === null ? -1 : photos.findIndex((photo) => photo.id === viewing)
  const uploadButton = (label: string) => (
    <Button variant="primary" onClick={() => setUploading(true)}>
      {label}
    </Button>
  )

  return (
    <>
      {uploads && <PageActions>{uploadButton(t(galleryMessages.uploadPhotosAction))}</PageActions>}
      <div className="gallery-layout">
        <div className="stack gallery-main">
          <GalleryToolbar
            search={search}
            onSearchChange={onSearchChange}
            text={searchText}
            onTextChange={setSearchText}
            onClear={clearFilters}
          />
          {firstPage && firstPage.tags.length > 0 && (
            <TagChips
              tags={firstPage.tags}
              selected={search.tag}
              onSelect={(tag) => onSearchChange({ ...search, tag })}
            />
          )}

          <section className="gallery-results" aria-labelledby="gallery-results-heading" aria-busy={query.isFetching}>
            <h2 id="gallery-results-heading" ref={resultsHeading} tabIndex={-1} className="visually-hidden">
              {t(galleryMessages.photos)}
            </h2>
            {query.isPending ? null : query.isError && photos.length === 0 ? (
              <Notice tone="error">
                {failureMessage(query.error, t(galleryMessages.loadFailed))}
                <div>
                  <Button onClick={() => void query.refetch()}>{t(galleryMessages.tryAgain)}</Button>
                </div>
              </Notice>
            ) : photos.length === 0 ? (
              <div className="card">
                {filtered ? (
                  <EmptyState
                    icon={<SearchIcon size={40} />}
                    title={t(galleryMessages.noMatches)}
                    action={<Button onClick={clearFilters}>{t(galleryMessages.clearFilters)}</Button>}
                  />
                ) : (
                  <EmptyState
                    icon={<CameraIcon size={40} />}
                    title={t(galleryMessages.empty)}
                    text={t(galleryMessages.emptyText)}
                    action={uploads ? uploadButton(t(galleryMessages.uploadFirst)) : undefined}
                  />
                )}
              </div>
            ) : (
              <PhotoGrid
                photos={photos}
                layout={search.layout ?? 'grid'}
                onOpen={setViewing}
                hasMore={query.hasNextPage}
                loadingMore={query.isFetchingNextPage}
                loadMoreFailed={query.isFetchNextPageError}
                onLoadMore={() => void query.fetchNextPage()}
              />
            )}
          </section>
        </div>
        <div className="stack gallery-side">
          <Suspense fallback={null}>
            <PhotoConsentCard />
          </Suspense>
          <GalleryTips />
        </div>
      </div>

      {uploading && (
        <Suspense fallback={null}>
          <UploadDialog onClose={() => setUploading(false)} />
        </Suspense>
      )}
      {viewingIndex >= 0 && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={viewingIndex}
            total={firstPage?.total ?? photos.length}
            hasMore={query.hasNextPage}
            onLoadMore={async () => photosOf((await query.fetchNextPage()).data)}
            onShow={setViewing}
            onClose={() => setViewing(null)}
            onDeleted={() => {
              setViewing(null)
              // The card that opened the viewer is gone with its photo: land on the grid instead of nowhere.
              requestAnimationFrame(() => resultsHeading.current?.focus())
            }}
          />
        </Suspense>
      )}
    </>
  )
}
