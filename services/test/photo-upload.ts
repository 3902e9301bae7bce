import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import type { App } from '../src/app'

/** One part of a multipart form: a text field, or a file with its name and declared type. */
export type FormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly filename: string; readonly type: string; readonly bytes: Buffer }

const BOUNDARY = '----teamspace-photo-form'

/** A multipart/form-data body as a browser sends it, and its content type. */
export const multipartForm = (parts: readonly FormPart[]) => {
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        'bytes' in part
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
      ),
      'bytes' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` }
}

/** The gallery's upload form: one file (`photo`), a caption and the tags, each tag its own field. */
export const galleryForm = (
  bytes: Buffer,
  {
    filename = 'photo.jpg',
    type = 'image/jpeg',
    caption = '',
    tags = [] as readonly string[],
    players = [] as readonly string[],
  } = {},
) =>
  multipartForm([
    { name: 'photo', filename, type, bytes },
    { name: 'caption', value: caption },
    ...tags.map((tag) => ({ name: 'tags', value: tag })),
    ...players.map((player) => ({ name: 'players', value: player })),
  ])

/** Uploads `form` (a `galleryForm` or any `multipartForm`) to the gallery with `headers` (a member's session). */
export const postToGallery = (
  app: App,
  headers: InjectOptions['headers'],
  form: { readonly contentType: string; readonly payload: Buffer },
) =>
  app.inject({
    method: 'POST',
    url: '/api/gallery/photos',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  })

/** A small JPEG of one colour. */
export const sampleJpeg = (width = 64, height = 48, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

/**
 * A JPEG as a phone takes it: landscape pixels (`width` × `height`) with EXIF saying "turn it a quarter" and
 * GPS saying where it was taken (51.5° N, 0.1167° W).
 */
export const jpegWithGps = (width = 80, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer()

/** An animated GIF of `frames` frames, `side` × `side`, each its own colour. */
export const animatedGif = async (frames = 3, side = 24) => {
  const colours = ['#e33', '#3e3', '#33e', '#ee3', '#3ee']
  const strip = await sharp({ create: { width: side, height: side * frames, channels: 3, background: '#000' } })
    .composite(
      await Promise.all(
        Array.from({ length: frames }, async (_, i) => ({
          input: await sharp({
            create: { width: side, height: side, channels: 3, background: colours[i % colours.length]! },
          })
            .png()
            .toBuffer(),
          top: i * side,
          left: 0,
        })),
      ),
    )
    .raw()
    .toBuffer()
  return sharp(strip, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .gif({ loop: 0, delay: Array.from({ length: frames }, () => 100) })
    .toBuffer()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb in a few hundred bytes: a valid PNG header for `width` × `height` greyscale pixels, with a
 * tiny (and far too short) image stream after it. Decoding it would need width × height bytes of memory.
 */
export const hugePngHeader = (width = 20_000, height = 20_000) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The chunks of a WebP file (RIFF): their four-letter names and their bytes (EXIF, XMP and ICCP carry metadata). */
export const webpChunks = (bytes: Buffer) => {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file')
  const chunks: { name: string; data: Buffer }[] = []
  for (let at = 12; at + 8 <= bytes.length;) {
    const name = bytes.toString('latin1', at, at + 4)
    const size = bytes.readUInt32LE(at + 4)
    chunks.push({ name, data: bytes.subarray(at + 8, at + 8 + size) })
    at += 8 + size + (size % 2)
  }
  return chunks
}

/** The TIFF block an EXIF reader reads, from a WebP's EXIF chunk (which may start with the JPEG-style `Exif\0\0`). */
export const tiffOfExifChunk = (chunk: Buffer) =>
  chunk.toString('latin1', 0, 6) === 'Exif\0\0' ? chunk.subarray(6) : chunk
