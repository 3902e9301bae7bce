import { describe, expect, it } from 'vitest'
import { playerInputSchema } from '../roster/roster.schemas'
import { recordStatLineSchema } from '../stats/stats.schemas'
import {
  boundedInt,
  calendarDate,
  idSchema,
  isCalendarDate,
  isSafeText,
  safeInputMessages,
  safeText,
} from './safe-input'

describe('safe input', () => {
  it('refuses a NUL and lone surrogates, keeps every real character', () => {
    expect(isSafeText('Zoë 🙂 — 日本')).toBe(true)
    expect(isSafeText('a\u0000b')).toBe(false)
    expect(isSafeText('a\uD800')).toBe(false)
    expect(isSafeText('\uDC00a')).toBe(false)
    expect(isSafeText('\uDC00\uD800')).toBe(false)
    const result = safeText({ max: 10 }).safeParse('x\u0000')
    expect(result.error?.issues[0]?.message).toBe(safeInputMessages.text)
    expect(safeText({ max: 10 }).parse('  trimmed  ')).toBe('trimmed')
    expect(safeText({ max: 3 }).safeParse('long').success).toBe(false)
  })

  it('accepts only dates that exist', () => {
    for (const day of ['2015-02-28', '2016-02-29', '2000-02-29', '2024-12-31', '0001-01-01', '0048-02-29']) {
      expect(isCalendarDate(day), day).toBe(true)
    }
    for (const day of [
      '2015-02-30',
      '2024-13-45',
      '1900-02-29',
      '2024-00-10',
      '0000-01-01',
      '0050-02-29',
      '2024-1-1',
      '',
      'x',
    ]) {
      expect(isCalendarDate(day), day).toBe(false)
    }
    expect(calendarDate('Game date is required').safeParse('2015-02-30').error?.issues[0]?.message).toBe(
      'Game date is required',
    )
  })

  it('bounds whole numbers and ids', () => {
    const int = boundedInt(0, 10, 'Between 0 and 10')
    for (const value of [0, 10]) expect(int.safeParse(value).success).toBe(true)
    for (const value of [-1, 11, 1.5, Number.NaN, Infinity, 2 ** 53, '3'])
      expect(int.safeParse(value).success).toBe(false)
    expect(idSchema().safeParse('abc_DEF-123').success).toBe(true)
    for (const id of ['', 'a'.repeat(65), 'a/b', 'a b', 'é', 'a\u0000'])
      expect(idSchema().safeParse(id).success).toBe(false)
  })

  it('gives the player form the same edge, and its own words where it had them', () => {
    const schema = playerInputSchema(new Date('2026-06-01T00:00:00Z'))
    const parse = (input: object) => schema.safeParse({ name: 'Sam Striker', ...input })
    expect(parse({ dateOfBirth: '2015-02-30' }).error?.issues[0]?.message).toBe(
      'Please enter a realistic date of birth (4-30 years old)',
    )
    expect(parse({ dateOfBirth: '2015-02-28' }).success).toBe(true)
    expect(parse({ name: 'Sam\u0000' }).error?.issues[0]?.message).toBe(safeInputMessages.text)
    expect(parse({ name: ' ' }).error?.issues[0]?.message).toBe('Player name is required')
    expect(parse({ medicalInfo: '\uD83D' }).error?.issues[0]?.message).toBe(safeInputMessages.text)
  })

  it('refuses unsafe text and impossible dates in a stat line', () => {
    const line = { playerId: 'p1', gameDate: '2026-05-01' }
    expect(recordStatLineSchema.safeParse(line).success).toBe(true)
    expect(recordStatLineSchema.safeParse({ ...line, gameDate: '0000-01-01' }).success).toBe(false)
    expect(recordStatLineSchema.safeParse({ ...line, keyPlays: ['\uDFFF'] }).success).toBe(false)
    expect(recordStatLineSchema.safeParse({ ...line, opponent: 'a\u0000' }).success).toBe(false)
  })
})
