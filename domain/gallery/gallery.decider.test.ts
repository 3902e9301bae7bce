import { describe, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { PhotoCommand } from './gallery.commands'
import { galleryDecider } from './gallery.decider'
import type { PhotoEvent, PhotoRendition } from './gallery.events'
import { galleryMessages } from './gallery.schemas'

const spec = specFor(galleryDecider)
const parent = testMetadata({ actor: { userId: 'user-parent', role: 'parent' } })
const coach = testMetadata()
const at = parent.now.toISOString()
const ids = { teamId: 't1', photoId: 'p1' }
const rendition = (name: string, side: number): PhotoRendition => ({
  key: `teams/t1/photos/p1/${name}.webp`,
  width: side,
  height: side,
  bytes: 1000,
  contentType: 'image/webp',
})
const files = {
  sourceType: 'image/jpeg',
  sourceBytes: 20_000,
  animated: false,
  display: rendition('display', 1600),
  thumbnail: rendition('thumbnail', 400),
}

const upload = (by: CommandMetadata = parent): PhotoCommand => ({
  type: 'UploadPhoto',
  data: { ...ids, caption: 'First goal', tags: ['game'], playerIds: ['mia'], ...files },
  metadata: by,
})
const remove = (by: CommandMetadata = parent): PhotoCommand => ({ type: 'DeletePhoto', data: ids, metadata: by })

const uploaded: PhotoEvent = {
  type: 'PhotoUploaded',
  data: {
    ...ids,
    uploadedBy: 'user-parent',
    caption: 'First goal',
    tags: ['game'],
    ...files,
    uploadedAt: at,
    playerIds: ['mia'],
  },
}
const deleted: PhotoEvent = { type: 'PhotoDeleted', data: { ...ids, deletedAt: at } }

describe('gallery decider', () => {
  it('records an upload under its uploader', () => spec([]).when(upload()).then([uploaded]))

  it('never uploads one id twice', () => spec([uploaded]).when(upload()).thenThrows(ConflictError))

  it('refuses an upload without a member', () =>
    spec([])
      .when(upload(testMetadata({ actor: null })))
      .thenThrows(ForbiddenError))

  it('lets the uploader delete it', () => spec([uploaded]).when(remove()).then([deleted]))

  it('refuses a delete by anyone else, a coach too', () =>
    spec([uploaded]).when(remove(coach)).thenThrows(ForbiddenError, galleryMessages.notUploader))

  it('answers not found for a photo that is gone or never was', () => {
    spec([uploaded, deleted]).when(remove()).thenThrows(NotFoundError, galleryMessages.notFound)
    spec([]).when(remove()).thenThrows(NotFoundError)
  })

  describe('who is in it', () => {
    const tag = (playerIds: string[], by: CommandMetadata = parent): PhotoCommand => ({
      type: 'TagPhotoPlayers',
      data: { ...ids, playerIds },
      metadata: by,
    })
    const other = testMetadata({ actor: { userId: 'user-other', role: 'parent' } })

    it('lets the uploader or a coach name the players, each once', () => {
      spec([uploaded])
        .when(tag(['mia', 'leo', 'mia']))
        .then([{ type: 'PhotoPlayersTagged', data: { ...ids, playerIds: ['mia', 'leo'], taggedAt: at } }])
      spec([uploaded])
        .when(tag([], coach))
        .then([{ type: 'PhotoPlayersTagged', data: { ...ids, playerIds: [], taggedAt: coach.now.toISOString() } }])
    })

    it('records nothing when the list is what it was', () =>
      spec([uploaded])
        .when(tag(['mia']))
        .then([]))

    it('refuses another parent, and a photo that is gone', () => {
      spec([uploaded]).when(tag([], other)).thenThrows(ForbiddenError, galleryMessages.notTagger)
      spec([uploaded, deleted]).when(tag([])).thenThrows(NotFoundError)
    })
  })

  describe('blurring a region', () => {
    const region = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }
    const blur = (from: string, variant: string, by: CommandMetadata = coach): PhotoCommand => ({
      type: 'BlurPhotoRegion',
      data: {
        ...ids,
        region,
        from,
        variant,
        display: rendition(`display-${variant}`, 1600),
        thumbnail: rendition(`thumbnail-${variant}`, 400),
      },
      metadata: by,
    })
    const blurred = (variant: string, replaced: string): PhotoEvent => ({
      type: 'PhotoRegionBlurred',
      data: {
        ...ids,
        region,
        variant,
        display: rendition(`display-${variant}`, 1600),
        thumbnail: rendition(`thumbnail-${variant}`, 400),
        replaced: {
          displayKey: `teams/t1/photos/p1/${replaced ? `display-${replaced}` : 'display'}.webp`,
          thumbnailKey: `teams/t1/photos/p1/${replaced ? `thumbnail-${replaced}` : 'thumbnail'}.webp`,
        },
        blurredAt: coach.now.toISOString(),
      },
    })

    it('replaces the files it was made from, and then the files of the blur before', () => {
      spec([uploaded])
        .when(blur('', 'v1'))
        .then([blurred('v1', '')])
      spec([uploaded, blurred('v1', '')])
        .when(blur('v1', 'v2'))
        .then([blurred('v2', 'v1')])
    })

    it('refuses a blur made from files replaced since: it would undo the other', () =>
      spec([uploaded, blurred('v1', '')])
        .when(blur('', 'v2'))
        .thenThrows(ConflictError, galleryMessages.photoChanged))

    it('is for coaches only, the uploader included', () =>
      spec([uploaded])
        .when(blur('', 'v1', parent))
        .thenThrows(ForbiddenError, galleryMessages.notCoach))
  })
})
