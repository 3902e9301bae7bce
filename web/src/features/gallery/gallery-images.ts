import { GALLERY_PRUNE } from '../../shared/gallery/gallery-images.sw'

/**
 * Tells the service worker that the page has just been in touch with the server: it then drops the images it keeps
 * of photos the person may no longer see (gallery-images.sw.ts). Nothing without a worker in charge.
 */
export function pruneGalleryImages(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: GALLERY_PRUNE })
}
