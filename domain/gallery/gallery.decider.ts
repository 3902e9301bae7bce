import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import { isCoachLike } from '../shared/roles'
import type { PhotoCommand } from './gallery.commands'
import type { PhotoEvent } from './gallery.events'
import { galleryMessages } from './gallery.schemas'

/** What one photo's stream knows: who uploaded it, whom it shows, its files, and whether it is gone. */
export interface PhotoState {
  readonly photo: {
    readonly uploadedBy: string
    readonly deleted: boolean
    readonly playerIds: readonly string[]
    readonly variant: string
    readonly displayKey: string
    readonly thumbnailKey: string
  } | null
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * One photo's life: uploaded by a member, deleted by that member only; its uploader or a coach says who is in it;
 * a coach blurs a region of it.
 */
export const galleryDecider: Decider<PhotoState, PhotoCommand, PhotoEvent> = {
  initialState: () => ({ photo: null }),
  decide: (command, state) => {
    const { data, metadata } = command
    const ids = { teamId: data.teamId, photoId: data.photoId }
    const at = metadata.now.toISOString()
    if (command.type === 'UploadPhoto') {
      if (state.photo) throw new ConflictError('This photo was already uploaded.')
      if (!metadata.actor) throw new ForbiddenError()
      const { caption, tags, playerIds, sourceType, sourceBytes, animated, display, thumbnail } = command.data
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
            playerIds,
          },
        },
      ]
    }
    const photo = state.photo
    if (!photo || photo.deleted) throw new NotFoundError(galleryMessages.notFound)
    const actor = metadata.actor
    switch (command.type) {
      case 'DeletePhoto':
        if (actor?.userId !== photo.uploadedBy)
          throw new ForbiddenError(galleryMessages.notUploader, { code: 'not-uploader' })
        return [{ type: 'PhotoDeleted', data: { ...ids, deletedAt: at } }]
      case 'TagPhotoPlayers': {
        if (!actor || (actor.userId !== photo.uploadedBy && !isCoachLike(actor.role)))
          throw new ForbiddenError(galleryMessages.notTagger, { code: 'not-tagger' })
        const playerIds = [...new Set(command.data.playerIds)]
        if (sameList(playerIds, photo.playerIds)) return []
        return [{ type: 'PhotoPlayersTagged', data: { ...ids, playerIds, taggedAt: at } }]
      }
      case 'BlurPhotoRegion': {
        if (!actor || !isCoachLike(actor.role))
          throw new ForbiddenError(galleryMessages.notCoach, { code: 'not-coach' })
        if (command.data.from !== photo.variant)
          throw new ConflictError(galleryMessages.photoChanged, { code: 'photo-changed' })
        const { region, variant, display, thumbnail } = command.data
        return [
          {
            type: 'PhotoRegionBlurred',
            data: {
              ...ids,
              region,
              variant,
              display,
              thumbnail,
              replaced: { displayKey: photo.displayKey, thumbnailKey: photo.thumbnailKey },
              blurredAt: at,
            },
          },
        ]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PhotoUploaded':
        return {
          photo: {
            uploadedBy: event.data.uploadedBy,
            deleted: false,
            playerIds: event.data.playerIds ?? [],
            variant: '',
            displayKey: event.data.display.key,
            thumbnailKey: event.data.thumbnail.key,
          },
        }
      case 'PhotoDeleted':
        return state.photo ? { photo: { ...state.photo, deleted: true } } : state
      case 'PhotoPlayersTagged':
        return state.photo ? { photo: { ...state.photo, playerIds: event.data.playerIds } } : state
      case 'PhotoRegionBlurred':
        return state.photo
          ? {
              photo: {
                ...state.photo,
                variant: event.data.variant,
                displayKey: event.data.display.key,
                thumbnailKey: event.data.thumbnail.key,
              },
            }
          : state
      default:
        return assertNever(event)
    }
  },
}
