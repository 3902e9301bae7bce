import { galleryDecider } from '@teamspace/domain/gallery/gallery.decider'
import {
  photoConsentDefaultStreamId,
  photoConsentStreamId,
  photoStreamId,
} from '@teamspace/domain/gallery/gallery.events'
import { photoConsentDecider } from '@teamspace/domain/gallery/photo-consent.decider'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per photo: who may delete, tag or blur it is decided against its own history only. */
export const photoStream = commandStream({
  type: 'photo',
  decider: galleryDecider,
  streamOf: (command) => photoStreamId(command.data.photoId),
  // The route makes the id of a new photo: its stream cannot exist yet.
  creates: (command) => command.type === 'UploadPhoto',
})

/**
 * One stream per child's photo consent, and one for the team's default: two families answering at once never
 * collide, nor with an upload or a coach's blur.
 */
export const photoConsentStream = commandStream({
  type: 'photo-consent',
  decider: photoConsentDecider,
  streamOf: (command) =>
    command.type === 'SetPhotoConsent'
      ? photoConsentStreamId(command.data.playerId)
      : photoConsentDefaultStreamId(command.data.teamId),
})
