import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { GalleryCommand } from './gallery.commands'
import type { GalleryDomainEvent } from './gallery.events'
import { galleryMessages } from './gallery.schemas'

/** What one photo's stream knows: who uploaded it, and whether it is gone. */
export interface PhotoState {
  readonly photo: { readonly uploadedBy: string; readonly deleted: boolean } | null
}

/** One photo's life: uploaded by a member, deleted by that member only. */
export const galleryDecider: Decider<PhotoState, GalleryCommand, GalleryDomainEvent> = {
  initialState: () => ({ photo: null }),
  decide: (command, state) => {
    const { data, metadata } = command
    const ids = { teamId: data.teamId, photoId: data.photoId }
    const at = metadata.now.toISOString()
    switch (command.type) {
      case 'UploadPhoto': {
        if (state.photo) throw new ConflictError('This photo was already uploaded.')
        if (!metadata.actor) throw new ForbiddenError()
        const { caption, tags, sourceType, sourceBytes, animated, display, thumbnail } = command.data
        return [
          {
            type: 'PhotoUploaded',
            data: {
              ...ids,
              uploadedBy: metadata.actor.userId,
              caption,
              tags,
              sourceType,
              sourceBytes,
              animated,
              display,
              thumbnail,
              uploadedAt: at,
            },
          },
        ]
      }
      case 'DeletePhoto': {
        if (!state.photo || state.photo.deleted) throw new NotFoundError(galleryMessages.notFound)
        if (metadata.actor?.userId !== state.photo.uploadedBy)
          throw new ForbiddenError(galleryMessages.notUploader, { code: 'not-uploader' })
        return [{ type: 'PhotoDeleted', data: { ...ids, deletedAt: at } }]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PhotoUploaded':
        return { photo: { uploadedBy: event.data.uploadedBy, deleted: false } }
      case 'PhotoDeleted':
        return state.photo ? { photo: { ...state.photo, deleted: true } } : state
      default:
        return assertNever(event)
    }
  },
}
