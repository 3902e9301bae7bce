import type { PhotoRegion } from '@teamspace/domain/gallery/gallery.events'
import sharp, { type OutputInfo } from 'sharp'
import { limited, type ImageRendition } from '../../platform/storage/images'

/** How coarse the hidden region becomes before it is smoothed: a side of it shows at most this many blocks. */
const BLOCKS = 12

/** The region in whole pixels of an image of the given size, at least one pixel and inside the image. */
export const regionInPixels = (region: PhotoRegion, width: number, height: number) => {
  const left = Math.min(width - 1, Math.max(0, Math.floor(region.x * width)))
  const top = Math.min(height - 1, Math.max(0, Math.floor(region.y * height)))
  const right = Math.min(width, Math.max(left + 1, Math.ceil((region.x + region.width) * width)))
  const bottom = Math.min(height, Math.max(top + 1, Math.ceil((region.y + region.height) * height)))
  return { left, top, width: right - left, height: bottom - top }
}

/**
 * The photo's display file with the region made unrecognisable, and a new thumbnail made from it: the region is
 * shrunk to a few blocks (no detail of a face survives that), grown back and smoothed, and laid over the photo.
 * An animation keeps its first frame only: every frame would otherwise have to be hidden alike.
 */
export const blurPhotoRegion = (
  display: Buffer,
  region: PhotoRegion,
  sizes: { readonly thumbnailSide: number },
): Promise<{ display: ImageRendition; thumbnail: ImageRendition }> =>
  limited(async () => {
    const still = await sharp(display, { animated: false }).png().toBuffer({ resolveWithObject: true })
    const { width, height } = still.info
    const box = regionInPixels(region, width, height)
    const side = Math.max(box.width, box.height)
    const blocks = {
      width: Math.max(1, Math.round((BLOCKS * box.width) / side)),
      height: Math.max(1, Math.round((BLOCKS * box.height) / side)),
    }
    const coarse = await sharp(still.data).extract(box).resize(blocks.width, blocks.height, { fit: 'fill' }).toBuffer()
    const patch = await sharp(coarse)
      .resize(box.width, box.height, { fit: 'fill', kernel: 'cubic' })
      .blur(Math.max(1, side / (BLOCKS * 2)))
      .png()
      .toBuffer()
    const blurred = await sharp(still.data)
      .composite([{ input: patch, left: box.left, top: box.top }])
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true })
    const thumbnail = await sharp(blurred.data)
      .resize(sizes.thumbnailSide, sizes.thumbnailSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 4 })
      .toBuffer({ resolveWithObject: true })
    const renditionOf = ({ data, info }: { data: Buffer; info: OutputInfo }): ImageRendition => ({
      bytes: data,
      width: info.width,
      height: info.height,
      contentType: 'image/webp',
    })
    return { display: renditionOf(blurred), thumbnail: renditionOf(thumbnail) }
  })
