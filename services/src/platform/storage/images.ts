import sharp from 'sharp'
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
