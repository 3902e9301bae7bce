import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { containerRuntimeAvailable, startMinio, startS3rver } from '../../../test/s3-servers'
import { onDisk, onS3, type StorageUnderTest } from '../../../test/storages'
import { loadConfig } from '../config'
import type { FileStorage } from './storage'

/**
 * The storage port's contract, the same suite for every adapter: a folder on disk, an S3-protocol server on
 * loopback (s3rver, in this process), and MinIO in a container where a container runtime answers.
 */
const minio = await containerRuntimeAvailable()

const adapters: StorageUnderTest[] = [
  { name: 'disk', start: onDisk('teamspace-storage-') },
  { name: 'S3 (s3rver on loopback)', start: onS3(startS3rver) },
]

const bytes = (text: string) => Buffer.from(text)
const text = (buffer: Buffer | null) => buffer?.toString()

const contract = (adapter: StorageUnderTest) => {
  let storage: FileStorage
  let stop: () => Promise<void>
  beforeAll(async () => {
    ;({ storage, stop } = await adapter.start())
  }, 180_000)
  afterAll(() => stop?.())

  it('gives back what was put, and replaces it', async () => {
    await storage.put('teams/t1/photos/p1/display.webp', bytes('first'), { contentType: 'image/webp' })
    expect(text(await storage.get('teams/t1/photos/p1/display.webp'))).toBe('first')
    await storage.put('teams/t1/photos/p1/display.webp', bytes('second'))
    expect(text(await storage.get('teams/t1/photos/p1/display.webp'))).toBe('second')
  })

  it('keeps binary bytes exactly', async () => {
    const all = Buffer.from(Array.from({ length: 256 * 64 }, (_, i) => i % 256))
    await storage.put('teams/t1/binary.bin', all)
    expect((await storage.get('teams/t1/binary.bin'))?.equals(all)).toBe(true)
  })

  it('answers null for a key with no file', async () => {
    expect(await storage.get('teams/t1/photos/none/display.webp')).toBeNull()
    expect(await storage.get('nowhere/at/all.webp')).toBeNull()
  })

  it('deletes one file, and deleting a missing one is no error', async () => {
    await storage.put('teams/t2/a.webp', bytes('a'))
    await storage.put('teams/t2/b.webp', bytes('b'))
    await storage.delete('teams/t2/a.webp')
    expect(await storage.get('teams/t2/a.webp')).toBeNull()
    expect(text(await storage.get('teams/t2/b.webp'))).toBe('b')
    await expect(storage.delete('teams/t2/a.webp')).resolves.toBeUndefined()
  })

  it('deletes a folder with everything under it, and nothing beside it', async () => {
    await storage.put('teams/t3/photos/p1/display.webp', bytes('d'))
    await storage.put('teams/t3/photos/p1/thumbnail.webp', bytes('t'))
    await storage.put('teams/t3/photos/p1/nested/deeper.webp', bytes('n'))
    await storage.put('teams/t3/photos/p10/display.webp', bytes('other photo'))
    await storage.deleteFolder('teams/t3/photos/p1')
    expect(await storage.get('teams/t3/photos/p1/display.webp')).toBeNull()
    expect(await storage.get('teams/t3/photos/p1/thumbnail.webp')).toBeNull()
    expect(await storage.get('teams/t3/photos/p1/nested/deeper.webp')).toBeNull()
    expect(text(await storage.get('teams/t3/photos/p10/display.webp'))).toBe('other photo')
    await expect(storage.deleteFolder('teams/t3/photos/p1')).resolves.toBeUndefined()
    await expect(storage.deleteFolder('teams/never/photos/none')).resolves.toBeUndefined()
  })

  it('deletes a folder but the file it is told to keep', async () => {
    await storage.put('players/pl1/old.jpg', bytes('old'))
    await storage.put('players/pl1/new.jpg', bytes('new'))
    await storage.deleteFolder('players/pl1', { except: 'new.jpg' })
    expect(await storage.get('players/pl1/old.jpg')).toBeNull()
    expect(text(await storage.get('players/pl1/new.jpg'))).toBe('new')
  })

  it('deletes a folder of more files than one listing page holds', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `teams/t4/many/${String(i).padStart(4, '0')}.bin`)
    for (let i = 0; i < keys.length; i += 25)
      await Promise.all(keys.slice(i, i + 25).map((key) => storage.put(key, bytes('x'))))
    await storage.deleteFolder('teams/t4/many')
    expect(await storage.get(keys[0]!)).toBeNull()
    expect(await storage.get(keys.at(-1)!)).toBeNull()
  }, 120_000)

  it('refuses a key that could name a file outside its root', async () => {
    await expect(storage.put('../escape.webp', bytes('x'))).rejects.toThrow('unsafe storage key')
    await expect(storage.get('teams/../../etc/passwd')).rejects.toThrow('unsafe storage key')
    await expect(storage.deleteFolder('/teams')).rejects.toThrow('unsafe storage key')
  })
}

for (const adapter of adapters) describe(`file storage: ${adapter.name}`, () => contract(adapter))

describe.skipIf(!minio)('file storage: S3 (MinIO in a container)', () =>
  contract({ name: 'MinIO', start: onS3(startMinio) }),
)

describe('choosing the storage from the environment', () => {
  it('keeps files on disk unless a bucket is named', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined()
  })

  it('reads the bucket, its endpoint, region, keys and addressing style', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'team-photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'team-photos',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(loadConfig({ S3_BUCKET: 'team-photos' }).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
  })

  it('refuses half a key pair rather than falling back to other credentials', () => {
    expect(() => loadConfig({ S3_BUCKET: 'team-photos', S3_ACCESS_KEY_ID: 'key-id' })).toThrow('S3_ACCESS_KEY_ID')
  })
})
