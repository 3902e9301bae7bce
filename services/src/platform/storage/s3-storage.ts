import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { checkedKey, type FileStorage } from './storage'

/** Where the bucket is and how to reach it (S3_* variables, see docs/operations.md, "Configuration"). */
export interface S3Settings {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`; unset: AWS's own for the region. */
  readonly endpoint?: string | undefined
  readonly bucket: string
  readonly region: string
  /** Both or neither; neither: the SDK's default chain (instance role, AWS_* variables, shared config). */
  readonly accessKeyId?: string | undefined
  readonly secretAccessKey?: string | undefined
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: MinIO and most self-hosted servers want it. */
  readonly forcePathStyle?: boolean
}

/** At most this many keys go in one DeleteObjects request (the protocol's limit). */
const DELETE_BATCH = 1000

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/**
 * Files in an S3-compatible bucket. The bucket stays private: objects are written without any public ACL and
 * read back by the app, which serves them to the team's members only.
 */
export class S3Storage implements FileStorage {
  readonly #client: S3Client
  readonly #bucket: string

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle ?? false,
      // Checksums only where the protocol demands them: S3-compatible servers differ in the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    })
  }

  async put(key: string, bytes: Buffer, options: { contentType?: string } = {}) {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      }),
    )
  }

  async get(key: string) {
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: checkedKey(key) }))
      if (!object.Body) return null
      return Buffer.from(await object.Body.transformToByteArray())
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(key: string) {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: checkedKey(key) }))
  }

  async deleteFolder(folder: string, options: { except?: string } = {}) {
    const prefix = `${checkedKey(folder)}/`
    const keep = options.except === undefined ? undefined : `${prefix}${options.except}`
    // Listed with the first version of ListObjects, paged by the last key seen: every S3-compatible server
    // answers it alike (V2's opaque continuation tokens are where the small ones differ).
    let marker: string | undefined
    for (;;) {
      const page = await this.#client.send(
        new ListObjectsCommand({ Bucket: this.#bucket, Prefix: prefix, ...(marker ? { Marker: marker } : {}) }),
      )
      const listed = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
      const keys = listed.filter((key) => key !== keep).map((key) => ({ Key: key }))
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const result = await this.#client.send(
          new DeleteObjectsCommand({
            Bucket: this.#bucket,
            Delete: { Objects: keys.slice(i, i + DELETE_BATCH), Quiet: true },
          }),
        )
        const failed = result.Errors?.[0]
        if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code ?? ''} ${failed.Message ?? ''}`)
      }
      if (!page.IsTruncated || listed.length === 0) return
      marker = page.NextMarker ?? listed.at(-1)
    }
  }

  /** Closes the client's connections. */
  close() {
    this.#client.destroy()
  }
}
