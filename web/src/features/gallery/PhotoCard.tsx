import type { PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { memo } from 'react'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../lib/dates'
import type { GalleryLayout } from './gallery-search'
import { cardTags } from './gallery-view'
import { galleryMessages } from './gallery.messages'
import { photoConsentMessages as pc } from './photo-consent.messages'
import { useTagLabel } from './use-tag-label'

interface PhotoCardProps {
  photo: PhotoView
  layout: GalleryLayout
  /** Stable across renders, so a card whose photo did not change is not drawn again when a page arrives. */
  onOpen: (photoId: string) => void
}

/** One photo in the grid: the thumbnail in a box of its own size, a 2-line caption, up to 3 tags and '+N'. */
export const PhotoCard = memo(function PhotoCard({ photo, layout, onOpen }: PhotoCardProps) {
  const t = useT()
  const tagLabel = useTagLabel()
  const { visible, more } = cardTags(photo.tags)
  const { width, height, url } = photo.thumbnail
  return (
    <article
      className={photo.held ? 'photo-card photo-card--held' : 'photo-card'}
      aria-label={photo.caption || t(galleryMessages.photoBy, { name: photo.uploadedByName })}
      data-held={photo.held || undefined}
    >
      {/* The box has the picture's proportions (masonry) or a fixed one (grid) before a byte arrives: nothing jumps. */}
      <div
        className="photo-card__frame"
        style={layout === 'masonry' && width > 0 && height > 0 ? { aspectRatio: `${width} / ${height}` } : undefined}
      >
        <img src={url} width={width} height={height} loading="lazy" decoding="async" alt="" />
        {photo.held && <span className="photo-card__held">{t(pc.held)}</span>}
      </div>
      <div className="photo-card__body">
        {photo.held && (
          <p className="photo-card__held-why">
            {t(pc.heldWhy, { names: photo.heldFor.map((player) => player.name).join(', ') })}
          </p>
        )}
        {photo.caption && <p className="photo-card__caption">{photo.caption}</p>}
        {photo.tags.length > 0 && (
          <ul className="photo-card__tags" aria-label={t(galleryMessages.tags)}>
            {visible.map((tag) => (
              <li key={tag} className="photo-tag">
                {tagLabel(tag)}
              </li>
            ))}
            {more > 0 && (
              <li className="photo-tag photo-tag--more">
                <span aria-hidden="true">+{more}</span>
                <span className="visually-hidden">{t(galleryMessages.moreTags, { count: more })}</span>
              </li>
            )}
          </ul>
        )}
        <p className="photo-card__meta">
          {photo.uploadedByName} · <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
        </p>
      </div>
      {/* Stretched over the whole card by CSS, so a tap anywhere on it opens the viewer. */}
      <button
        type="button"
        className="photo-card__open"
        aria-label={
          photo.caption
            ? t(galleryMessages.openPhoto, { caption: photo.caption })
            : t(galleryMessages.openPhotoBy, { name: photo.uploadedByName })
        }
        data-photo-id={photo.id}
        onClick={() => onOpen(photo.id)}
      />
    </article>
  )
})
