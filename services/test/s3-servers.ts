import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Settings } from '../src/platform/storage/s3-storage'

/** An S3-protocol server the tests can reach, with an empty bucket. */
export interface TestS3Server {
  readonly settings: S3Settings
  close(): Promise<void>
}

const createBucket = async (settings: S3Settings) => {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: true,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    credentials: { accessKeyId: settings.accessKeyId ?? '', secretAccessKey: settings.secretAccessKey ?? '' },
  })
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
  client.destroy()
}

let buckets = 0
const bucketName = () => `teamspace-test-${process.pid}-${buckets++}`

/** s3rver: an S3-compatible server in this process, on loopback, keeping its objects in a temp folder. */
export const startS3rver = async (): Promise<TestS3Server> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'teamspace-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: bucketName(),
    region: 'us-east-1',
    // s3rver's own well-known development key pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  await createBucket(settings)
  return {
    settings,
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** Whether a container runtime answers (within 5 s): MinIO runs only then. */
export const containerRuntimeAvailable = async () => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers')
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), 5000)),
    ])
    return true
  } catch {
    return false
  }
}

/** MinIO in a throwaway container (testcontainers), with an empty bucket. */
export const startMinio = async (): Promise<TestS3Server> => {
  const { GenericContainer, Wait } = await import('testcontainers')
  const user = 'teamspace'
  const password = 'teamspace-test-secret'
  const container = await new GenericContainer('minio/minio:latest')
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: user, MINIO_ROOT_PASSWORD: password })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
    .start()
  const settings: S3Settings = {
    endpoint: `http://${container.getHost()}:${container.getMappedPort(9000)}`,
    bucket: bucketName(),
    region: 'us-east-1',
    accessKeyId: user,
    secretAccessKey: password,
    forcePathStyle: true,
  }
  await createBucket(settings)
  return { settings, close: async () => void (await container.stop()) }
}
