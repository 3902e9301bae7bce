import { describe, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { GalleryCommand } from './gallery.commands'
import { galleryDecider } from './gallery.decider'
import type { GalleryDomainEvent, PhotoRendition } from './gallery.events'
import { galleryMessages } from './gallery.schemas'

const spec = specFor(galleryDecider)
const parent = testMetadata({ actor: { userId: 'user-parent', name: 'Pat Parent', role: 'parent' } })
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

const upload = (by: CommandMetadata = parent): GalleryCommand => ({
  type: 'UploadPhoto',
  data: { ...ids, caption: 'First goal', tags: ['game'], ...files },
  metadata: by,
})
const remove = (by: CommandMetadata = parent): GalleryCommand => ({ type: 'DeletePhoto', data: ids, metadata: by })

const uploaded: GalleryDomainEvent = {
  type: 'PhotoUploaded',
  data: { ...ids, uploadedBy: 'user-parent', caption: 'First goal', tags: ['game'], ...files, uploadedAt: at },
}
const deleted: GalleryDomainEvent = { type: 'PhotoDeleted', data: { ...ids, deletedAt: at } }

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
})
