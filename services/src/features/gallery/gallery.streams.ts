import { galleryDecider } from '@teamspace/domain/gallery/gallery.decider'
import { photoStreamId } from '@teamspace/domain/gallery/gallery.events'
import { commandStream } from '../../platform/commands/run-command'

/** One stream per photo: only its uploader may delete it, decided against its own history only. */
export const photoStream = commandStream({
  type: 'photo',
  decider: galleryDecider,
  streamOf: (command) => photoStreamId(command.data.photoId),
  // The route makes the id of a new photo: its stream cannot exist yet.
  creates: (command) => command.type === 'UploadPhoto',
})
