import type { GalleryDomainEvent } from '@teamspace/domain/gallery/gallery.events'
import { defineFeature } from '../../platform/feature'
import { galleryFilesSubscriber } from './gallery.files'
import { galleryProjection } from './gallery.projection'
import { galleryRoutes } from './gallery.routes'
import { galleryHistory } from '@teamspace/domain/gallery/gallery.history'

/**
 * The team's photo gallery: photos re-encoded without their metadata, stored through the app's file storage
 * (disk or an S3-compatible bucket) and served to the team's members only; deleted by their uploader only, the
 * files removed after the record by an asynchronous subscriber. Photos name the children in them; one naming a
 * child without their family's photo consent is held from everyone but coaches and its uploader, everywhere it is
 * served. A coach may blur a region of a photo. A removed child's consent and tags go with them (the projection).
 */
export const galleryFeature = defineFeature<GalleryDomainEvent>({
  name: 'gallery',
  routes: galleryRoutes,
  erasure: {},
  projections: [galleryProjection],
  history: galleryHistory,
  subscribers: [galleryFilesSubscriber],
  // A child's consent shows or hides the photos naming them at once, and the roster shows coaches each child's.
  liveTopics: {
    PhotoUploaded: ['gallery'],
    PhotoDeleted: ['gallery'],
    PhotoPlayersTagged: ['gallery'],
    PhotoRegionBlurred: ['gallery'],
    PhotoConsentSet: ['gallery'],
    PhotoConsentDefaultSet: ['gallery'],
  },
})
