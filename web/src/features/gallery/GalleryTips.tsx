import { useT } from '../../i18n/use-t'
import { galleryMessages } from './gallery.messages'

/** The static tips panel beside the photos (spec §2). */
export function GalleryTips() {
  const t = useT()
  return (
    <aside className="card gallery-tips" aria-labelledby="gallery-tips-title">
      <h2 id="gallery-tips-title">{t(galleryMessages.photoTips)}</h2>
      <ul>
        <li>{t(galleryMessages.tipUpload)}</li>
        <li>{t(galleryMessages.tipCaption)}</li>
        <li>{t(galleryMessages.tipPrivacy)}</li>
        <li>{t(galleryMessages.tipAsk)}</li>
        <li>{t(galleryMessages.tipDelete)}</li>
      </ul>
    </aside>
  )
}
