import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2026-03-08T15:00:00Z')
const before = (ms: number) => new Date(now.getTime() - ms).toISOString()

describe('relative times in the chat', () => {
  it("says 'Just now' within the first minute, and for a time a little ahead of the clock", () => {
    expect(relativeTime(now.toISOString(), now)).toBe('Just now')
    expect(relativeTime(before(59_999), now)).toBe('Just now')
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now')
  })

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(before(60_000), now)).toBe('1m ago')
    expect(relativeTime(before(5 * 60_000 + 30_000), now)).toBe('5m ago')
    expect(relativeTime(before(59 * 60_000 + 59_000), now)).toBe('59m ago')
  })

  it('counts whole hours under a day', () => {
    expect(relativeTime(before(60 * 60_000), now)).toBe('1h ago')
    expect(relativeTime(before(23 * 60 * 60_000 + 59 * 60_000), now)).toBe('23h ago')
  })

  it('gives the en-US date from a day on', () => {
    expect(relativeTime(before(24 * 60 * 60_000), now)).toMatch(/^Mar [78], 2026$/)
    expect(relativeTime('2025-12-25T12:00:00Z', now)).toBe('Dec 25, 2025')
  })

  it("says 'Unknown' for a time it cannot read", () => {
    expect(relativeTime('', now)).toBe('Unknown')
    expect(relativeTime('not a time', now)).toBe('Unknown')
    expect(relativeTime('2026-13-45T99:00:00Z', now)).toBe('Unknown')
  })
})
