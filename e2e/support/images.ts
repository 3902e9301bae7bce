import sharp from 'sharp'

export interface TestImage {
  name: string
  mimeType: string
  buffer: Buffer
}

/**
 * A 800×600 camera photo (noise, so it weighs a few hundred KB and takes a moment to send) carrying the camera's EXIF
 * and a GPS position in the middle of London.
 */
export async function jpegWithGps(): Promise<TestImage> {
  const buffer = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'SidelineCam', Model: 'Touchline 2' },
      // libvips names the GPS directory IFD3.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .toBuffer()
  return { name: 'IMG_0042 at Riverside Park.jpg', mimeType: 'image/jpeg', buffer }
}

export async function png(width = 480, height = 640, colour = '#1f7a3f'): Promise<TestImage> {
  const buffer = await sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer()
  return { name: 'team-photo.png', mimeType: 'image/png', buffer }
}

/** A three-frame animated GIF (a colour that changes), made from one tall raw image cut into pages. */
export async function animatedGif(): Promise<TestImage> {
  const width = 120
  const height = 90
  const pages = 3
  const raw = Buffer.alloc(width * height * 4 * pages)
  for (let page = 0; page < pages; page++) {
    for (let pixel = 0; pixel < width * height; pixel++) {
      const at = (page * width * height + pixel) * 4
      raw[at] = 40 + page * 90
      raw[at + 1] = 200 - page * 60
      raw[at + 2] = 90
      raw[at + 3] = 255
    }
  }
  const buffer = await sharp(raw, { raw: { width, height: height * pages, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: [250, 250, 250] })
    .toBuffer()
  return { name: 'goal-dance.gif', mimeType: 'image/gif', buffer }
}

/** Whether an EXIF block (as sharp's metadata gives it) points at a GPS directory (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd0 = u32(4)
  const entries = u16(ifd0)
  for (let entry = 0; entry < entries; entry++) {
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true
  }
  return false
}

/** A 64×64 PNG (a person on the accent colour), for the player photo. */
export const playerPhotoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA5FBMVEUfej/G4M7i8efb7eA1iFLa7d/H4c/l8+nb7uHj8ufc7uI2iVPa7N80h1Ezh1ElfkRcn3Mmf0Wsz7d1roktgkunzbQsgkuozrVzrYdyrYddoHR0rojJ4tF+tJDh8ea82sat0LkyhlCu0brI4c9qqIDP5dZ7so7Z7N58s4+82sWmzbMrgUppp3+axajA3MlsqYHQ5tdrqIGjy7AvhE04iVR2r4mVwqSs0LicxqulzLJYnXCVw6V+tJG72caPv59op35annGAtZK+28dwrIVbnnKYxKeXxKdxrIYkfkNoqH/P5dW/28g0v0UDAAAACXBIWXMAAAsTAAALEwEAmpwYAAABdUlEQVR4nO2WaXOCMBCGFwU2gIgKeNSqrfWuve/7vv///+kXh4KGZIMznc7U9/vzJNmEXQBWWWWVvx+n2TVt2+zW9Uy4e5XDWazDY3V+jWEs+ZIqf2LFeUTLV1zfSvKIltIe9MT+Z6coKgh2FnnEVzrvRPWPJ0e/TZ/HIzbIgg2+oEIWrPMFJlnA+AK2rMAgC7b4Au33iljnC57IAp37kNoKbeGFJzil8+DmOXewqSCAy4VDWM8qPIA/31CaajxAKXEK416VBzi6bUfLnyudP4reONMY0ypv2dr6P09wUDPt5DuwzbBXJeLla4P/NRZaZQpfvMHU7DpyXt9P5xH7rnT/jyIeseNJBA9iHnEk5oOU+v2kIL6LPRmPOBUKanLBJMtQow84htKwZQVGlqFGH3AhSnMhFPTkgjuhICjI+OG2UAAtmWAg5sHriPmx7GMCty/iPwl/m8VxOv9FaCgA3iilksPBO4UHgOo01ObeJNMmH9z6fwNgbS0pvduGEgAAAABJRU5ErkJggg==',
  'base64',
)
