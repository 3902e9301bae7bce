import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { S3Storage } from '../src/platform/storage/s3-storage'
import { DiskStorage, type FileStorage } from '../src/platform/storage/storage'
import type { TestS3Server } from './s3-servers'

/** A file storage a suite runs on: started afresh for the suite, stopped after it. */
export interface StorageUnderTest {
  readonly name: string
  readonly start: () => Promise<{ storage: FileStorage; stop: () => Promise<void> }>
}

/** The disk adapter in a folder of its own (named after `prefix`), removed when stopped. */
export const onDisk = (prefix: string) => async () => {
  const root = mkdtempSync(path.join(tmpdir(), prefix))
  return { storage: new DiskStorage(root), stop: async () => rmSync(root, { recursive: true, force: true }) }
}

/** The S3 adapter on the server `start` starts, closed with it. */
export const onS3 = (start: () => Promise<TestS3Server>) => async () => {
  const server = await start()
  const storage = new S3Storage(server.settings)
  return {
    storage,
    stop: async () => {
      storage.close()
      await server.close()
    },
  }
}
