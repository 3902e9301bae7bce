import type { GalleryDomainEvent } from '@teamspace/domain/gallery/gallery.events'
import type { PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import { sql } from 'kysely'
import { defineProjection, setBased } from '../../platform/projections/registry'
import './gallery.tables'

/**
 * The team's gallery: a row per photo with its renditions and the players it names; a deleted photo leaves the
 * table. Beside it each child's photo consent and each team's default. A removed player leaves every photo's list
 * and takes their consent with them.
 */
export const galleryProjection = defineProjection<GalleryDomainEvent | PlayerRemoved>({
  name: 'gallery',
  version: 2,
  tables: ['gallery_photos', 'gallery_photo_consents', 'gallery_consent_defaults'],
  on: {
    PhotoUploaded: setBased((run) => [
      sql`
        insert into gallery_photos (id, team_id, uploaded_by, caption, tags, source_type, source_bytes, animated,
          display_key, display_type, display_width, display_height,
          thumbnail_key, thumbnail_type, thumbnail_width, thumbnail_height, created_at, player_ids)
        select p."photoId", p."teamId", p."uploadedBy", p.caption, p.tags, p."sourceType", p."sourceBytes",
          p.animated,
          p.display ->> 'key', p.display ->> 'contentType', (p.display ->> 'width')::integer,
          (p.display ->> 'height')::integer,
          p.thumbnail ->> 'key', p.thumbnail ->> 'contentType', (p.thumbnail ->> 'width')::integer,
          (p.thumbnail ->> 'height')::integer, p."uploadedAt", coalesce(p."playerIds", '{}')
        from ${run.rows({
          photoId: 'text',
          teamId: 'text',
          uploadedBy: 'text',
          caption: 'text',
          tags: 'text[]',
          sourceType: 'text',
          sourceBytes: 'integer',
          animated: 'boolean',
          display: 'jsonb',
          thumbnail: 'jsonb',
          uploadedAt: 'timestamptz',
          playerIds: 'text[]',
        })} as p`,
    ]),
    PhotoDeleted: setBased((run) => [
      sql`delete from gallery_photos where id in (select d."photoId" from ${run.rows({ photoId: 'text' })} as d)`,
    ]),
    PhotoPlayersTagged: setBased((run) => [
      sql`
        update gallery_photos as g set player_ids = t."playerIds"
        from (select distinct on (e."photoId") e."photoId", e."playerIds"
              from ${run.rows({ photoId: 'text', playerIds: 'text[]' })} as e
              order by e."photoId", e.seq desc) as t
        where g.id = t."photoId"`,
    ]),
    PhotoRegionBlurred: setBased((run) => [
      sql`
        update gallery_photos as g set
          variant = b.variant,
          display_key = b.display ->> 'key', display_type = b.display ->> 'contentType',
          display_width = (b.display ->> 'width')::integer, display_height = (b.display ->> 'height')::integer,
          thumbnail_key = b.thumbnail ->> 'key', thumbnail_type = b.thumbnail ->> 'contentType',
          thumbnail_width = (b.thumbnail ->> 'width')::integer, thumbnail_height = (b.thumbnail ->> 'height')::integer
        from (select distinct on (e."photoId") e."photoId", e.variant, e.display, e.thumbnail
              from ${run.rows({ photoId: 'text', variant: 'text', display: 'jsonb', thumbnail: 'jsonb' })} as e
              order by e."photoId", e.seq desc) as b
        where g.id = b."photoId"`,
    ]),
    PhotoConsentSet: setBased((run) => [
      sql`
        insert into gallery_photo_consents (player_id, team_id, consent, set_by, set_at)
        select distinct on (e."playerId") e."playerId", e."teamId", e.consent, e.metadata -> 'actor' ->> 'userId',
          e."setAt"
        from ${run.rows({ playerId: 'text', teamId: 'text', consent: 'text', setAt: 'timestamptz' })} as e
        order by e."playerId", e.seq desc
        on conflict (player_id) do update set consent = excluded.consent, set_by = excluded.set_by,
          set_at = excluded.set_at`,
    ]),
    PhotoConsentDefaultSet: setBased((run) => [
      sql`
        insert into gallery_consent_defaults (team_id, consent_default)
        select distinct on (e."teamId") e."teamId", e."consentDefault"
        from ${run.rows({ teamId: 'text', consentDefault: 'text' })} as e
        order by e."teamId", e.seq desc
        on conflict (team_id) do update set consent_default = excluded.consent_default`,
    ]),
    // Erasure of a child: their consent goes, and no photo names them any more.
    PlayerRemoved: setBased((run) => {
      const removed = sql`select r."playerId" from ${run.rows({ playerId: 'text' })} as r`
      return [
        sql`delete from gallery_photo_consents where player_id in (${removed})`,
        sql`
          update gallery_photos set player_ids = array(select id from unnest(player_ids) as id where id not in (${removed}))
          where player_ids && array(${removed})`,
      ]
    }),
  },
})
