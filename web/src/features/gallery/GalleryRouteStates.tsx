import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { galleryMessages } from './gallery.messages'
import './gallery.css'

const placeholders = [0, 1, 2, 3, 4, 5, 6, 7]

/** The grid's shape while the first page loads, so nothing jumps when the photos arrive. */
export function GalleryLoading() {
  const t = useT()
  return (
    <PageLoading label={t(galleryMessages.loadingPhotos)}>
      <ul className="photo-grid" aria-hidden="true">
        {placeholders.map((key) => (
          <li key={key} className="photo-card photo-card--placeholder">
            <span className="skeleton photo-card__frame" />
            <span className="skeleton gallery-skeleton--line" />
          </li>
        ))}
      </ul>
    </PageLoading>
  )
}
