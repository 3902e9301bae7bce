import sharp, { type Sharp } from 'sharp'
import { ValidationError } from '@teamspace/domain/shared/errors'

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp'])

/**
 * Checks what an upload really is from its bytes (not its name or declared type) and re-encodes it as JPEG:
 * re-encoding drops every metadata block, so no EXIF or GPS position of a child's photo is kept.
 */
export const reencodeImage = async (bytes: Buffer, options: { maxSide: number; notAnImage: string }) => {
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  if (!format || !IMAGE_FORMATS.has(format)) throw new ValidationError(options.notAnImage, { code: 'not-an-image' })
  try {
    return await sharp(bytes, { animated: false })
      .rotate() // apply the camera's orientation before the EXIF that carries it is dropped
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    // A header that names an image over bytes that are not one (a truncated or corrupt file).
    throw new ValidationError(options.notAnImage, { code: 'not-an-image' })
  }
}

/** One re-encoded size of a photo. */
export interface ImageRendition {
  readonly bytes: Buffer
  readonly width: number
  readonly height: number
  readonly contentType: 'image/webp'
}

export interface ProcessedPhoto {
  /** What the upload really was, from its bytes. */
  readonly sourceType: (typeof PHOTO_TYPES)[keyof typeof PHOTO_TYPES]
  readonly animated: boolean
  /** For the viewer: at most `displaySide` on its longer side; animated when the upload was. */
  readonly display: ImageRendition
  /** For the grid: at most `thumbnailSide` on its longer side; the first frame of an animation. */
  readonly thumbnail: ImageRendition
}

export interface PhotoOptions {
  readonly displaySide: number
  readonly thumbnailSide: number
  /** Pixels of one frame; a header that promises more is refused before anything is decoded. */
  readonly maxPixels: number
  readonly messages: { readonly invalidType: string; readonly tooManyPixels: string }
}

const PHOTO_TYPES = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const
type PhotoFormat = keyof typeof PHOTO_TYPES

/**
 * The type the first bytes say, before any decoder sees the file: SVG, HTML or text renamed `.jpg` never reach
 * one (sharp would read an SVG, and its renderer is no place for a stranger's markup).
 */
export const sniffImageType = (bytes: Buffer): PhotoFormat | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.toString('latin1', 0, 6))) return 'gif'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp'
  return null
}

/** Encodes at most two images at once: each holds a decoded frame in memory and a core busy. */
const MAX_CONCURRENT = 2
let running = 0
const waiting: (() => void)[] = []

export const limited = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

const rendition = async (pipeline: Sharp): Promise<ImageRendition> => {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
  // An animation's height is all its frames stacked; one frame's is `pageHeight`.
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height, contentType: 'image/webp' }
}

/**
 * A photo for the gallery, from an upload: its type sniffed from the bytes and confirmed by the decoder's own
 * reading of the header, its pixel count checked from the header before anything is decoded, turned upright by
 * its orientation, and re-encoded as WebP in two sizes. Re-encoding keeps no metadata at all (no EXIF, GPS, XMP
 * or ICC profile): a child's photo says nothing of where it was taken. An animated GIF or WebP stays animated
 * (animated WebP) in the display size.
 */
export const processPhoto = async (bytes: Buffer, options: PhotoOptions): Promise<ProcessedPhoto> => {
  const invalid = () => new ValidationError(options.messages.invalidType, { code: 'invalid-type' })
  const tooManyPixels = () => new ValidationError(options.messages.tooManyPixels, { code: 'too-many-pixels' })
  const sniffed = sniffImageType(bytes)
  if (!sniffed) throw invalid()
  return limited(async () => {
    const input = { limitInputPixels: options.maxPixels, failOn: 'error' } as const
    const header = await sharp(bytes, input)
      .metadata()
      .catch((error: unknown) => {
        if (error instanceof Error && error.message.includes('pixel limit')) throw tooManyPixels()
        throw invalid()
      })
    if (header.format !== sniffed || !header.width || !header.height) throw invalid()
    if (header.width * header.height > options.maxPixels) throw tooManyPixels()
    const animated = (sniffed === 'gif' || sniffed === 'webp') && (header.pages ?? 1) > 1
    try {
      const display = await rendition(
        sharp(bytes, { ...input, animated })
          .autoOrient()
          .resize(options.displaySide, options.displaySide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82, effort: 4 }),
      )
      const thumbnail = await rendition(
        sharp(bytes, { ...input, animated: false })
          .autoOrient()
          .resize(options.thumbnailSide, options.thumbnailSide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75, effort: 4 }),
      )
      return { sourceType: PHOTO_TYPES[sniffed], animated, display, thumbnail }
    } catch (error) {
      // All the frames together over the limit (a long animation), or bytes that are not the image the header
      // promised (a truncated or corrupt file).
      if (error instanceof Error && error.message.includes('pixel limit')) throw tooManyPixels()
      throw invalid()
    }
  })
}
