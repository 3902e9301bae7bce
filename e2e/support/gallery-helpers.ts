import type { Page } from 'playwright-core'
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

/** The bytes the app serves at `path`, fetched inside the page with the person's own session. */
export async function fetchBytes(
  page: Page,
  path: string,
): Promise<{ status: number; contentType: string | null; cacheControl: string | null; bytes: Buffer }> {
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path)
    const bytes = new Uint8Array(await response.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      base64: btoa(binary),
    }
  }, path)
  return { ...answer, bytes: Buffer.from(answer.base64, 'base64') }
}

/**
 * Starts writing down every value each progress bar shows (by its accessible name), as the page changes them, so a
 * test can look afterwards at what a person watching would have seen.
 */
export async function recordProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {}
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const name = bar.getAttribute('aria-label') ?? '?'
        const value = Number(bar.getAttribute('aria-valuenow'))
        const values = (seen[name] ??= [])
        if (values.at(-1) !== value) values.push(value)
      }
    }
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    })
    Object.assign(window, { __progressSeen: seen })
  })
  return () => page.evaluate(() => (window as unknown as { __progressSeen: Record<string, number[]> }).__progressSeen)
}

/**
 * Sends the page's request bodies at most `bytesPerSecond` (Chromium's own network throttling), so an upload takes
 * long enough to watch; the returned function lifts it.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await cdp.detach()
  }
}

/** Uploads photos through the API from inside the page, one request each, as the dialog does: for bulk set-up. */
export async function uploadThroughApi(page: Page, image: TestImage, captions: string[], tags: string[] = []) {
  await page.evaluate(
    async ({ base64, mimeType, captions, tags }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      for (const caption of captions) {
        const body = new FormData()
        body.append('caption', caption)
        for (const tag of tags) body.append('tags', tag)
        body.append('photo', new Blob([bytes], { type: mimeType }), 'photo')
        const response = await fetch('/api/gallery/photos', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body,
        })
        if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`)
      }
    },
    { base64: image.buffer.toString('base64'), mimeType: image.mimeType, captions, tags },
  )
}
