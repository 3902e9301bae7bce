import { galleryLimits, type PhotoPage, type PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { FORMER_MEMBER_NAME } from '@teamspace/domain/profile/profile.schemas'
import { ValidationError } from '@teamspace/domain/shared/errors'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { z } from 'zod'
import type { DB } from '../../platform/db/schema'
import './gallery.tables'

/** A photo's address; it names its team, as an `<img>` cannot send the `X-Team` header. */
export const photoUrl = (teamId: string, photoId: string, size: 'thumbnail' | 'display') =>
  `/api/gallery/photos/${photoId}/${size}?team=${encodeURIComponent(teamId)}`

/** The grid's filters, as the route validated them. */
export interface PhotoFilters {
  readonly search?: string | undefined
  readonly tag?: string | undefined
  readonly sort: 'newest' | 'oldest'
  readonly cursor?: string | undefined
}

/** `%`, `_` and `\` match themselves in a search (backslash is Postgres's default LIKE escape). */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The page's last photo, as the next page starts after it: opaque to the browser. */
const cursorSchema = z.tuple([z.iso.datetime(), z.string().min(1).max(64)])

const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url')

const decodeCursor = (cursor: string) => {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
    if (parsed.success) return { createdAt: new Date(parsed.data[0]), id: parsed.data[1] }
  } catch {
    // not JSON: refused below
  }
  throw new ValidationError('This page of photos is no longer available. Please reload.', { code: 'bad-cursor' })
}

/** The photos with their uploader's name, of one team: everything a view needs. */
const photos = (db: Kysely<DB>, teamId: string) =>
  db
    .selectFrom('gallery_photos as p')
    .leftJoin('profiles as pr', 'pr.user_id', 'p.uploaded_by')
    .select([
      'p.id',
      'p.team_id',
      'p.uploaded_by',
      'p.caption',
      'p.tags',
      'p.source_type',
      'p.source_bytes',
      'p.animated',
      'p.display_width',
      'p.display_height',
      'p.thumbnail_width',
      'p.thumbnail_height',
      'p.created_at',
    ])
    .select((eb) => eb.fn.coalesce('pr.name', sql.lit(FORMER_MEMBER_NAME)).as('uploaded_by_name'))
    .where('p.team_id', '=', teamId)

type PhotoRow = Awaited<ReturnType<ReturnType<typeof photos>['executeTakeFirstOrThrow']>>

const toView = (row: PhotoRow, userId: string): PhotoView => ({
  id: row.id,
  caption: row.caption,
  tags: row.tags,
  uploadedBy: row.uploaded_by,
  uploadedByName: row.uploaded_by_name,
  createdAt: row.created_at.toISOString(),
  contentType: row.source_type,
  fileSize: row.source_bytes,
  animated: row.animated,
  thumbnail: {
    url: photoUrl(row.team_id, row.id, 'thumbnail'),
    width: row.thumbnail_width,
    height: row.thumbnail_height,
  },
  display: { url: photoUrl(row.team_id, row.id, 'display'), width: row.display_width, height: row.display_height },
  canDelete: row.uploaded_by === userId,
})

type PhotoScope = ExpressionBuilder<DB & { p: DB['gallery_photos']; pr: DB['profiles'] }, 'p' | 'pr'>

/** The filters the grid's count and its pages share. */
const matching = (filters: PhotoFilters) => (eb: PhotoScope) => {
  const conditions = []
  if (filters.tag) conditions.push(eb(sql.val(filters.tag), '=', eb.fn.any('p.tags')))
  if (filters.search) {
    const pattern = likePattern(filters.search)
    conditions.push(eb.or([eb('p.caption', 'ilike', pattern), eb('pr.name', 'ilike', pattern)]))
  }
  return eb.and(conditions)
}

/**
 * One page of the team's photos, newest (or oldest) first, after the cursor: a keyset on (created_at, id), read
 * from the (team_id, created_at, id) index in either direction, so the 40th page costs what the first does.
 * With it: how many photos match the filters, and the tag chips (the first 10 distinct tags, newest photo first).
 */
export const listPhotos = async (
  db: Kysely<DB>,
  teamId: string,
  userId: string,
  filters: PhotoFilters,
): Promise<PhotoPage> => {
  const after = filters.cursor ? decodeCursor(filters.cursor) : null
  const newest = filters.sort === 'newest'
  const direction = newest ? 'desc' : 'asc'
  let page = photos(db, teamId)
    .where(matching(filters))
    .orderBy('p.created_at', direction)
    .orderBy('p.id', direction)
    .limit(galleryLimits.pageSize + 1)
  if (after)
    page = page.where((eb) =>
      eb(eb.refTuple('p.created_at', 'p.id'), newest ? '<' : '>', eb.tuple(after.createdAt, after.id)),
    )
  const [rows, count, tags] = await Promise.all([
    page.execute(),
    db
      .selectFrom('gallery_photos as p')
      .leftJoin('profiles as pr', 'pr.user_id', 'p.uploaded_by')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('p.team_id', '=', teamId)
      .where(matching(filters))
      .executeTakeFirstOrThrow(),
    sql<{ tag: string }>`
      select t.tag
      from gallery_photos as p cross join lateral unnest(p.tags) as t(tag)
      where p.team_id = ${teamId}
      group by t.tag
      order by max(p.created_at) desc, t.tag
      limit ${galleryLimits.tagChips}`.execute(db),
  ])
  const shown = rows.slice(0, galleryLimits.pageSize)
  const last = shown.at(-1)
  return {
    photos: shown.map((row) => toView(row, userId)),
    total: Number(count.total),
    tags: tags.rows.map((row) => row.tag),
    nextCursor: rows.length > galleryLimits.pageSize && last ? encodeCursor(last.created_at, last.id) : null,
  }
}

export const findPhoto = async (db: Kysely<DB>, teamId: string, photoId: string, userId: string) => {
  const row = await photos(db, teamId).where('p.id', '=', photoId).executeTakeFirst()
  return row ? toView(row, userId) : null
}

/** Where a photo's rendition is stored, for the team's members only; null for a photo not (or no longer) theirs. */
export const findRendition = (db: Kysely<DB>, teamId: string, photoId: string, size: 'thumbnail' | 'display') =>
  db
    .selectFrom('gallery_photos')
    .select(
      size === 'thumbnail'
        ? ['thumbnail_key as key', 'thumbnail_type as content_type']
        : ['display_key as key', 'display_type as content_type'],
    )
    .where('team_id', '=', teamId)
    .where('id', '=', photoId)
    .executeTakeFirst()
