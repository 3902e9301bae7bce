import type { GalleryDomainEvent, PhotoRendition } from '@teamspace/domain/gallery/gallery.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { galleryProjection } from './gallery.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(galleryProjection)
const at = '2026-09-01T10:00:00.000Z'

const rendition = (id: string, name: string, width: number, height: number): PhotoRendition => ({
  key: `teams/t1/photos/${id}/${name}.webp`,
  width,
  height,
  bytes: 1234,
  contentType: 'image/webp',
})

const uploaded = (id: string, tags: string[] = ['game']): GalleryDomainEvent => ({
  type: 'PhotoUploaded',
  data: {
    teamId: 't1',
    photoId: id,
    uploadedBy: 'user-parent',
    caption: `Photo ${id}`,
    tags,
    sourceType: 'image/gif',
    sourceBytes: 52_000,
    animated: true,
    display: rendition(id, 'display', 1600, 1200),
    thumbnail: rendition(id, 'thumbnail', 400, 300),
    uploadedAt: at,
  },
})

describe('gallery projection', () => {
  it('lists an uploaded photo with both renditions, its tags in order', () =>
    spec.given(uploaded('p1', ['team', 'game'])).then({
      gallery_photos: [
        {
          id: 'p1',
          team_id: 't1',
          uploaded_by: 'user-parent',
          caption: 'Photo p1',
          tags: ['team', 'game'],
          source_type: 'image/gif',
          source_bytes: 52_000,
          animated: true,
          display_key: 'teams/t1/photos/p1/display.webp',
          display_type: 'image/webp',
          display_width: 1600,
          display_height: 1200,
          thumbnail_key: 'teams/t1/photos/p1/thumbnail.webp',
          thumbnail_type: 'image/webp',
          thumbnail_width: 400,
          thumbnail_height: 300,
          created_at: new Date(at),
        },
      ],
    }))

  it('keeps a photo without tags', () =>
    spec.given(uploaded('p1', [])).then({ gallery_photos: [{ id: 'p1', tags: [] }] }))

  it('removes a deleted photo and leaves the others be', () =>
    spec
      .given(uploaded('p1'), uploaded('p2'), uploaded('p3'), {
        type: 'PhotoDeleted',
        data: { teamId: 't1', photoId: 'p1', deletedAt: at },
      })
      .then({ gallery_photos: [{ id: 'p2' }, { id: 'p3' }] }))
})
