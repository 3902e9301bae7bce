import { useQueryClient } from '@tanstack/react-query'
import type { PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { RichText } from '../../i18n/RichText'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { formatDate } from '../../lib/dates'
import { Button, ConfirmDialog, Dialog } from '../../ui'
import { BlurTool, PhotoPeople } from './PhotoConsentDetails'
import { deletePhoto, forgetPhoto } from './gallery.queries'
import { photoConsentMessages as pc } from './photo-consent.messages'
import { galleryMessages } from './gallery.messages'
import { useTagLabel } from './use-tag-label'

interface PhotoViewerProps {
  /** The photos loaded so far, in the grid's order. */
  photos: readonly PhotoView[]
  index: number
  /** Photos matching the filters over every page. */
  total: number
  hasMore: boolean
  /** Loads the next page; answers every photo loaded by then. */
  onLoadMore: () => Promise<readonly PhotoView[]>
  onShow: (photoId: string) => void
  onClose: () => void
  onDeleted: () => void
}

/** A sideways swipe at least this long (in CSS pixels) moves to the next or previous photo. */
const SWIPE_PX = 50

/**
 * One photo at display size with its caption, tags, uploader and date. Previous and next by the buttons, the arrow
 * keys or a swipe; Escape closes and the Dialog gives focus back to the card that opened it. Its uploader may delete
 * it, after the spec's confirmation.
 */
export function PhotoViewer({
  photos,
  index,
  total,
  hasMore,
  onLoadMore,
  onShow,
  onClose,
  onDeleted,
}: PhotoViewerProps) {
  const queryClient = useQueryClient()
  const t = useT()
  const tagLabel = useTagLabel()
  const photo = photos[index]
  const [confirming, setConfirming] = useState(false)
  const [blurring, setBlurring] = useState(false)
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null)
  const hasPrevious = index > 0
  const hasNext = index < photos.length - 1 || hasMore

  const previous = () => {
    const before = photos[index - 1]
    if (before) onShow(before.id)
  }
  const next = async () => {
    // Past the last photo loaded, the next page comes first: the grid would load it on scrolling anyway.
    const after = photos[index + 1] ?? (hasMore ? (await onLoadMore())[index + 1] : undefined)
    if (after) onShow(after.id)
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (confirming || blurring || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      void next()
    }
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])

  // The neighbours' display sizes start loading now, so stepping through shows each at once.
  const neighbours = [photos[index - 1]?.display.url, photos[index + 1]?.display.url].join(' ')
  useEffect(() => {
    for (const url of neighbours.split(' ')) {
      if (url) new Image().src = url
    }
  }, [neighbours])

  if (!photo) return null
  const { width, height, url } = photo.display
  const ratio = width > 0 && height > 0 ? width / height : 4 / 3

  const startSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
  }
  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current
    swipe.current = null
    if (!start || start.id !== event.pointerId) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return
    if (dx < 0) void next()
    else previous()
  }

  const remove = async (commandId: string) => {
    try {
      await deletePhoto(photo.id, commandId)
    } catch (failure) {
      // Gone already (deleted in another tab): the wish is fulfilled.
      if (!isNotFound(failure)) throw failure
    }
    // The delete's answer took the photo out of the grid already; one found gone already is taken out here.
    onDeleted()
    forgetPhoto(queryClient, photo.id)
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={t(galleryMessages.photoOf, { number: index + 1, total: Math.max(total, photos.length) })}
        footer={
          <div className="photo-viewer__footer">
            <div className="photo-viewer__steps">
              <Button onClick={previous} disabled={!hasPrevious} aria-keyshortcuts="ArrowLeft">
                <span aria-hidden="true">←</span> {t(galleryMessages.previous)}
              </Button>
              <Button onClick={() => void next()} disabled={!hasNext} aria-keyshortcuts="ArrowRight">
                {t(galleryMessages.next)} <span aria-hidden="true">→</span>
              </Button>
            </div>
            {photo.canBlur && !blurring && <Button onClick={() => setBlurring(true)}>{t(pc.blur)}</Button>}
            {photo.canDelete && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t(galleryMessages.delete)}
              </Button>
            )}
          </div>
        }
      >
        <figure className="photo-viewer">
          {blurring ? (
            <BlurTool key={photo.id} photo={photo} onDone={() => setBlurring(false)} />
          ) : (
            <div
              className="photo-viewer__frame"
              style={{ aspectRatio: `${ratio}`, width: `min(100%, calc(var(--viewer-max-height) * ${ratio}))` }}
              onPointerDown={startSwipe}
              onPointerUp={endSwipe}
              onPointerCancel={() => (swipe.current = null)}
            >
              <img
                key={photo.id}
                src={url}
                width={width}
                height={height}
                alt={photo.caption || t(galleryMessages.photoUploadedBy, { name: photo.uploadedByName })}
                draggable={false}
              />
            </div>
          )}
          <figcaption className="photo-viewer__details">
            <PhotoPeople key={photo.id} photo={photo} />
            {photo.caption && <p className="photo-viewer__caption">{photo.caption}</p>}
            {photo.tags.length > 0 && (
              <ul className="photo-viewer__tags" aria-label={t(galleryMessages.tags)}>
                {photo.tags.map((tag) => (
                  <li key={tag} className="photo-tag">
                    {tagLabel(tag)}
                  </li>
                ))}
              </ul>
            )}
            <p className="photo-viewer__meta">
              <RichText
                message={galleryMessages.uploadedByOn}
                values={{
                  name: photo.uploadedByName,
                  date: formatDate(photo.createdAt),
                  time: (words: ReactNode[]) => <time dateTime={photo.createdAt}>{words}</time>,
                }}
              />
            </p>
          </figcaption>
        </figure>
      </Dialog>
      {confirming && (
        <ConfirmDialog
          open
          title={t(galleryMessages.deletePhoto)}
          description={t(galleryMessages.confirmDelete)}
          confirmLabel={t(galleryMessages.deletePhoto)}
          destructive
          onConfirm={remove}
          onClose={() => setConfirming(false)}
          errorMessage={(failure) =>
            isClientError(failure) ? failure.message : failureMessage(failure, t(galleryMessages.deleteFailed))
          }
        />
      )}
    </>
  )
}
