import type { GalleryDomainEvent } from '@teamspace/domain/gallery/gallery.events'
import { sql } from 'kysely'
import { defineProjection, setBased } from '../../platform/projections/registry'
import './gallery.tables'

/** The team's gallery: a row per photo with its renditions; a deleted photo leaves the table. */
export const galleryProjection = defineProjection<GalleryDomainEvent>({
  name: 'gallery',
  version: 1,
  tables: ['gallery_photos'],
  on: {
    PhotoUploaded: setBased((run) => [
      sql`
        insert into gallery_photos (id, team_id, uploaded_by, caption, tags, source_type, source_bytes, animated,
          display_key, display_type, display_width, display_height,
          thumbnail_key, thumbnail_type, thumbnail_width, thumbnail_height, created_at)
        select p."photoId", p."teamId", p."uploadedBy", p.caption, p.tags, p."sourceType", p."sourceBytes",
          p.animated,
          p.display ->> 'key', p.display ->> 'contentType', (p.display ->> 'width')::integer,
          (p.display ->> 'height')::integer,
          p.thumbnail ->> 'key', p.thumbnail ->> 'contentType', (p.thumbnail ->> 'width')::integer,
          (p.thumbnail ->> 'height')::integer, p."uploadedAt"
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
        })} as p`,
    ]),
    PhotoDeleted: setBased((run) => [
      sql`delete from gallery_photos where id in (select d."photoId" from ${run.rows({ photoId: 'text' })} as d)`,
    ]),
  },
})
