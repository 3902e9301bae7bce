import type { PhotoDeleted } from '@teamspace/domain/gallery/gallery.events'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { Subscriber } from '../../platform/projections/subscriptions'
import type { FileStorage } from '../../platform/storage/storage'
import './gallery.tables'

export const GALLERY_FILES_SUBSCRIBER = 'gallery-files'

/** Folders claimed per round; a remover holds them for `LEASE`, and no other instance touches them meanwhile. */
const CLAIM = 50
const LEASE_S = 120
/** Waits before the next attempt after each failure; the last one repeats until the storage answers. */
const RETRY_DELAYS_S = [10, 60, 300, 1_800, 3_600]

/** Queues the folders of deleted photos, in the subscriber's transaction: they commit with its checkpoint. */
const queueRemovals = async (trx: Kysely<DB>, events: readonly RecordedEvent<PhotoDeleted>[]) => {
  await trx
    .insertInto('gallery_file_removals')
    .values(
      events.map(({ data }) => ({
        folder: `teams/${data.teamId}/photos/${data.photoId}`,
        team_id: data.teamId,
        photo_id: data.photoId,
      })),
    )
    .onConflict((oc) => oc.column('folder').doNothing())
    .execute()
}

/**
 * Removes the queued folders from the storage, after the transaction that queued them committed. A removal
 * that fails (the bucket unreachable) is only logged as a warning and tried again later, longer apart each
 * time; the photo's record is already gone, so nobody sees its files meanwhile.
 */
export const removeDeletedPhotoFiles = async (
  db: Kysely<DB>,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  signal: AbortSignal,
): Promise<Date | null> => {
  while (!signal.aborted) {
    const { rows } = await sql<{ folder: string; attempts: number }>`
      update gallery_file_removals
      set next_attempt_at = now() + make_interval(secs => ${LEASE_S}), attempts = attempts + 1
      where folder in (
        select folder from gallery_file_removals
        where next_attempt_at <= now()
        order by next_attempt_at
        limit ${CLAIM}
        for update skip locked)
      returning folder, attempts`.execute(db)
    if (rows.length === 0) break
    for (const { folder, attempts } of rows) {
      try {
        await storage.deleteFolder(folder)
        await db.deleteFrom('gallery_file_removals').where('folder', '=', folder).execute()
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const delay = RETRY_DELAYS_S[Math.min(attempts, RETRY_DELAYS_S.length) - 1]!
        log.warn({ err: error, folder, attempts }, `a deleted photo's files could not be removed; again in ${delay} s`)
        await db
          .updateTable('gallery_file_removals')
          .set({ last_error: message, next_attempt_at: sql<Date>`now() + make_interval(secs => ${delay})` })
          .where('folder', '=', folder)
          .execute()
      }
    }
    // A round that removed nothing but failures waits for their next attempt.
    if (rows.length < CLAIM) break
  }
  const next = await db
    .selectFrom('gallery_file_removals')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .executeTakeFirst()
  return next?.at ? new Date(next.at) : null
}

/**
 * The stored files of deleted photos (ARCHITECTURE §4, async subscribers): the record goes with the command,
 * and this follows the log with its own checkpoint to remove the files after it.
 */
export const galleryFilesSubscriber = (app: FastifyInstance): Subscriber => ({
  name: GALLERY_FILES_SUBSCRIBER,
  handles: ['PhotoDeleted'],
  handle: (events, trx) => queueRemovals(trx, events as readonly RecordedEvent<PhotoDeleted>[]),
  deliver: (signal) => removeDeletedPhotoFiles(app.platform.db, app.storage, app.log, signal),
})
