import { describe, expect, it } from 'vitest'
import { seasonDatesLine } from './season-dates'

describe('a season’s dates', () => {
  it('reads like the other dates of the page, not as ISO dates', () => {
    expect(seasonDatesLine('2026-12-08', '2027-03-31')).toBe('Dec 8, 2026 to Mar 31, 2027')
  })

  it('gives the first season its end alone, and no line without dates', () => {
    expect(seasonDatesLine(null, '2026-12-07')).toBe('until Dec 7, 2026')
    expect(seasonDatesLine(null, null)).toBeNull()
  })
})
