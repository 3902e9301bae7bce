import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live: one port, two adapters. A folder on disk by default (`DATA_DIR/uploads`,
 * `DiskStorage`), or an S3-compatible bucket (`S3Storage` in `s3-storage.ts`). Files are only ever served
 * through the app, to the members of the team they belong to: no adapter hands out a public address.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, replacing any file there. `contentType` is kept where the adapter can. */
  put(key: string, bytes: Buffer, options?: { contentType?: string }): Promise<void>
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  /** Deletes the file; deleting one that is not there is no error. */
  delete(key: string): Promise<void>
  /** Deletes every file under `folder`, but the one named `except` when given. */
  deleteFolder(folder: string, options?: { except?: string }): Promise<void>
}

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/

/** Keys are made by the app, never by a request; still, nothing may name a file outside the storage's root. */
export const checkedKey = (key: string) => {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`)
  return key
}

/**
 * Writes a small file and deletes it again: the storage is there and writable, as an upload needs. Throws
 * the adapter's error when it is not (a missing bucket, a refused key, a read-only folder).
 */
export const probeStorage = async (storage: FileStorage) => {
  const key = `probes/${randomUUID()}`
  await storage.put(key, Buffer.from('probe'), { contentType: 'text/plain' })
  await storage.delete(key)
}

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  #pathOf(key: string) {
    return path.join(this.root, checkedKey(key))
  }

  async put(key: string, bytes: Buffer) {
    const file = this.#pathOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, bytes)
  }

  async get(key: string) {
    try {
      return await readFile(this.#pathOf(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string) {
    await rm(this.#pathOf(key), { force: true })
  }

  async deleteFolder(folder: string, options: { except?: string } = {}) {
    const dir = this.#pathOf(folder)
    // An upload may be writing into the folder meanwhile: removing it is retried until it stays empty.
    if (options.except === undefined) return rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 })
    const names = await readdir(dir).catch(() => [] as string[])
    await Promise.all(
      names.filter((name) => name !== options.except).map((name) => rm(path.join(dir, name), { force: true })),
    )
  }
}
