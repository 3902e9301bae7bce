import type { GalleryDomainEvent } from '@teamspace/domain/gallery/gallery.events'
import { defineFeature } from '../../platform/feature'
import { galleryFilesSubscriber } from './gallery.files'
import { galleryProjection } from './gallery.projection'
import { galleryRoutes } from './gallery.routes'
import { galleryHistory } from '@teamspace/domain/gallery/gallery.history'

/**
 * The team's photo gallery: photos re-encoded without their metadata, stored through the app's file storage
 * (disk or an S3-compatible bucket) and served to the team's members only; deleted by their uploader only, the
 * files removed after the record by an asynchronous subscriber.
 */
export const galleryFeature = defineFeature<GalleryDomainEvent>({
  name: 'gallery',
  routes: galleryRoutes,
  erasure: {},
  projections: [galleryProjection],
  history: galleryHistory,
  subscribers: [galleryFilesSubscriber],
  liveTopics: {
    PhotoUploaded: ['gallery'],
    PhotoDeleted: ['gallery'],
  },
})
