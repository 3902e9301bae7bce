import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { notificationImages } from './push-payload'

const publicFile = (path: string) => readFileSync(new URL(`../../../public${path}`, import.meta.url))

describe('the notification badge', () => {
  it('is a white glyph on transparency, as Android masks it, not the full-bleed icon', async () => {
    const { data, info } = await sharp(publicFile(notificationImages.badge)).raw().toBuffer({ resolveWithObject: true })
    const metadata = await sharp(publicFile(notificationImages.badge)).metadata()
    expect(metadata.format).toBe('png')
    expect(metadata.hasAlpha).toBe(true)
    expect(info.channels).toBe(4)
    expect(info.width).toBeGreaterThanOrEqual(72)

    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)]
    const last = info.width - 1
    for (const [x, y] of [
      [0, 0],
      [last, 0],
      [0, last],
      [last, last],
    ] as const)
      expect(pixel(x, y)[3], `alpha at ${x},${y}`).toBe(0)

    // Something is drawn, and whatever is drawn is white.
    const drawn = Array.from({ length: info.width * info.height }, (_, i) => [
      ...data.subarray(i * 4, i * 4 + 4),
    ]).filter((rgba) => rgba[3]! > 128)
    expect(drawn.length).toBeGreaterThan(info.width * 2)
    expect(drawn.length).toBeLessThan((info.width * info.height) / 2)
    for (const [r, g, b] of drawn) expect(Math.min(r!, g!, b!)).toBeGreaterThan(240)
  })
})
