import { galleryLimits, type PhotoPage, type PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { FORMER_MEMBER_NAME } from '@teamspace/domain/profile/profile.schemas'
import { ValidationError } from '@teamspace/domain/shared/errors'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { z } from 'zod'
import type { DB } from '../../platform/db/schema'
import { rosterNames } from '../roster'
import './gallery.tables'

/**
 * A photo's address; it names its team, as an `<img>` cannot send the `X-Team` header, and its files' version, so
 * a blurred photo's new files have new addresses (and the old ones answer 404).
 */
export const photoUrl = (teamId: string, photoId: string, size: 'thumbnail' | 'display', variant = '') =>
  `/api/gallery/photos/${photoId}/${size}?team=${encodeURIComponent(teamId)}${variant ? `&v=${variant}` : ''}`

/** Who asks: what they may see of held photos. */
export interface Viewer {
  readonly userId: string
  /** Coaches see every photo, held ones marked. */
  readonly seesHeld: boolean
}

/**
 * The players photo `p` names who have no consent, in the order tagged: their family said "no photos", or said
 * nothing while the team asks families first (a team without a default asks). A photo naming any is held.
 */
const withoutConsent = (select: 'pid' | '1') =>
  sql.raw(`
  select ${select} from unnest(p.player_ids) with ordinality as u(pid, n)
  left join gallery_photo_consents as c on c.player_id = u.pid
  where coalesce(c.consent, case when exists (
      select 1 from gallery_consent_defaults as d where d.team_id = p.team_id and d.consent_default = 'photos')
    then 'photos' else 'none' end) <> 'photos'`)
const heldForColumn = sql<string[]>`array(${withoutConsent('pid')} order by u.n)`

/** Photo `p` is shown to the viewer: it is not held, or they are a coach, or they uploaded it. */
const visibleTo = (viewer: Viewer) =>
  viewer.seesHeld
    ? sql<boolean>`true`
    : sql<boolean>`(p.uploaded_by = ${viewer.userId} or not exists (${withoutConsent('1')}))`

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
const photos = (db: Kysely<DB>, teamId: string, viewer: Viewer) =>
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
      'p.player_ids',
      'p.variant',
    ])
    .select((eb) => eb.fn.coalesce('pr.name', sql.lit(FORMER_MEMBER_NAME)).as('uploaded_by_name'))
    .select(heldForColumn.as('held_for'))
    .where('p.team_id', '=', teamId)
    .where(visibleTo(viewer))

type PhotoRow = Awaited<ReturnType<ReturnType<typeof photos>['executeTakeFirstOrThrow']>>

/** The names of the players the rows name, for the views. */
const namesFor = async (db: Kysely<DB>, teamId: string, rows: readonly PhotoRow[]) =>
  rosterNames(db, teamId, [...new Set(rows.flatMap((row) => row.player_ids))])

const toView = (row: PhotoRow, viewer: Viewer, names: ReadonlyMap<string, string>): PhotoView => {
  const named = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const name = names.get(id)
      return name === undefined ? [] : [{ id, name }]
    })
  return {
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
      url: photoUrl(row.team_id, row.id, 'thumbnail', row.variant),
      width: row.thumbnail_width,
      height: row.thumbnail_height,
    },
    display: {
      url: photoUrl(row.team_id, row.id, 'display', row.variant),
      width: row.display_width,
      height: row.display_height,
    },
    canDelete: row.uploaded_by === viewer.userId,
    players: named(row.player_ids),
    held: row.held_for.length > 0,
    heldFor: named(row.held_for),
    canTag: row.uploaded_by === viewer.userId || viewer.seesHeld,
    canBlur: viewer.seesHeld,
    variant: row.variant,
  }
}

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
  viewer: Viewer,
  filters: PhotoFilters,
): Promise<PhotoPage> => {
  const after = filters.cursor ? decodeCursor(filters.cursor) : null
  const newest = filters.sort === 'newest'
  const direction = newest ? 'desc' : 'asc'
  let page = photos(db, teamId, viewer)
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
      .where(visibleTo(viewer))
      .where(matching(filters))
      .executeTakeFirstOrThrow(),
    sql<{ tag: string }>`
      select t.tag
      from gallery_photos as p cross join lateral unnest(p.tags) as t(tag)
      where p.team_id = ${teamId} and ${visibleTo(viewer)}
      group by t.tag
      order by max(p.created_at) desc, t.tag
      limit ${galleryLimits.tagChips}`.execute(db),
  ])
  const shown = rows.slice(0, galleryLimits.pageSize)
  const last = shown.at(-1)
  const names = await namesFor(db, teamId, shown)
  return {
    photos: shown.map((row) => toView(row, viewer, names)),
    total: Number(count.total),
    tags: tags.rows.map((row) => row.tag),
    nextCursor: rows.length > galleryLimits.pageSize && last ? encodeCursor(last.created_at, last.id) : null,
  }
}

/** A photo as the viewer sees it; null for one not (or no longer) theirs to see. */
export const findPhoto = async (db: Kysely<DB>, teamId: string, photoId: string, viewer: Viewer) => {
  const row = await photos(db, teamId, viewer).where('p.id', '=', photoId).executeTakeFirst()
  return row ? toView(row, viewer, await namesFor(db, teamId, [row])) : null
}

/** Whether the team has the photo at all, whoever may see it (an upload's retry finds its own photo by it). */
export const photoExists = async (db: Kysely<DB>, teamId: string, photoId: string) =>
  (await db
    .selectFrom('gallery_photos')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '=', photoId)
    .executeTakeFirst()) !== undefined

/**
 * Where a photo's rendition of the given version is stored, for those who may see it only: null for a photo not
 * (or no longer) theirs, held from them, or asked for by an address of files replaced since (a blur).
 */
export const findRendition = (
  db: Kysely<DB>,
  teamId: string,
  photoId: string,
  size: 'thumbnail' | 'display',
  viewer: Viewer,
  variant: string,
) =>
  db
    .selectFrom('gallery_photos as p')
    .select(
      size === 'thumbnail'
        ? ['p.thumbnail_key as key', 'p.thumbnail_type as content_type']
        : ['p.display_key as key', 'p.display_type as content_type'],
    )
    .where('p.team_id', '=', teamId)
    .where('p.id', '=', photoId)
    .where('p.variant', '=', variant)
    .where(visibleTo(viewer))
    .executeTakeFirst()

/** What a coach's blur starts from: the photo's current files and their version. */
export const photoFiles = (db: Kysely<DB>, teamId: string, photoId: string) =>
  db
    .selectFrom('gallery_photos')
    .select(['display_key', 'thumbnail_key', 'variant', 'animated'])
    .where('team_id', '=', teamId)
    .where('id', '=', photoId)
    .executeTakeFirst()

/** The addresses of those of `photoIds` the viewer may see, as the grid gives them (thumbnail and display). */
export const visiblePhotoUrls = async (db: Kysely<DB>, teamId: string, viewer: Viewer, photoIds: readonly string[]) => {
  if (photoIds.length === 0) return []
  const rows = await db
    .selectFrom('gallery_photos as p')
    .select(['p.id', 'p.team_id', 'p.variant'])
    .where('p.team_id', '=', teamId)
    .where('p.id', 'in', [...photoIds])
    .where(visibleTo(viewer))
    .execute()
  return rows.flatMap((row) => [
    photoUrl(row.team_id, row.id, 'thumbnail', row.variant),
    photoUrl(row.team_id, row.id, 'display', row.variant),
  ])
}

/** The team's default for a child without an answer: ask families first unless a coach said otherwise. */
export const consentDefaultOf = async (db: Kysely<DB>, teamId: string) =>
  (
    await db
      .selectFrom('gallery_consent_defaults')
      .select('consent_default')
      .where('team_id', '=', teamId)
      .executeTakeFirst()
  )?.consent_default ?? 'ask'

/** Each player's consent as their family set it (none: no row). */
export const consentsOf = async (db: Kysely<DB>, teamId: string) =>
  new Map(
    (
      await db
        .selectFrom('gallery_photo_consents')
        .select(['player_id', 'consent'])
        .where('team_id', '=', teamId)
        .execute()
    ).map((row) => [row.player_id, row.consent]),
  )
