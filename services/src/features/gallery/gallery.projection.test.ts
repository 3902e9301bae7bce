import type { GalleryDomainEvent, PhotoRendition } from '@teamspace/domain/gallery/gallery.events'
import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
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

const uploaded = (id: string, tags: string[] = ['game'], playerIds?: string[]): GalleryDomainEvent => ({
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
    ...(playerIds ? { playerIds } : {}),
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
          player_ids: [],
          variant: '',
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

  it('names the players tagged, the last list of a run counting', () =>
    spec
      .given(
        uploaded('p1', ['game'], ['mia']),
        { type: 'PhotoPlayersTagged', data: { teamId: 't1', photoId: 'p1', playerIds: ['leo', 'mia'], taggedAt: at } },
        { type: 'PhotoPlayersTagged', data: { teamId: 't1', photoId: 'p1', playerIds: ['leo'], taggedAt: at } },
      )
      .then({ gallery_photos: [{ id: 'p1', player_ids: ['leo'] }] }))

  it('serves a blurred photo’s new files under their new version', () =>
    spec
      .given(uploaded('p1'), {
        type: 'PhotoRegionBlurred',
        data: {
          teamId: 't1',
          photoId: 'p1',
          region: { x: 0, y: 0, width: 0.5, height: 0.5 },
          variant: 'v1',
          display: rendition('p1', 'display-v1', 1600, 1200),
          thumbnail: rendition('p1', 'thumbnail-v1', 400, 300),
          replaced: {
            displayKey: 'teams/t1/photos/p1/display.webp',
            thumbnailKey: 'teams/t1/photos/p1/thumbnail.webp',
          },
          blurredAt: at,
        },
      })
      .then({
        gallery_photos: [
          {
            id: 'p1',
            variant: 'v1',
            display_key: 'teams/t1/photos/p1/display-v1.webp',
            thumbnail_key: 'teams/t1/photos/p1/thumbnail-v1.webp',
          },
        ],
      }))

  const consent = (playerId: string, value: 'photos' | 'none'): GalleryDomainEvent => ({
    type: 'PhotoConsentSet',
    data: { teamId: 't1', playerId, consent: value, setAt: at },
  })

  it('keeps each child’s last answer, and the team’s default', () =>
    spec
      .given(consent('mia', 'none'), consent('leo', 'photos'), consent('mia', 'photos'), {
        type: 'PhotoConsentDefaultSet',
        data: { teamId: 't1', consentDefault: 'photos', setAt: at },
      })
      .then({
        gallery_photo_consents: [
          { player_id: 'leo', team_id: 't1', consent: 'photos' },
          { player_id: 'mia', team_id: 't1', consent: 'photos' },
        ],
        gallery_consent_defaults: [{ team_id: 't1', consent_default: 'photos' }],
      }))

  it('erases a removed child’s consent and tags', () => {
    const removed: RosterEvent = { type: 'PlayerRemoved', data: { teamId: 't1', playerId: 'mia', removedAt: at } }
    return spec
      .given(uploaded('p1', ['game'], ['mia', 'leo']), consent('mia', 'none'), consent('leo', 'photos'), removed)
      .then({
        gallery_photos: [{ id: 'p1', player_ids: ['leo'] }],
        gallery_photo_consents: [{ player_id: 'leo' }],
      })
  })
})
