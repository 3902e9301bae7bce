import { describe, expect, it } from 'vitest'
import { matchMinute } from './match-words'

describe('the minute of a moment', () => {
  it('counts as a match report does, the second half on from the first, stoppage time apart', () => {
    expect(matchMinute({ period: 1, second: 12 * 60 + 5 }, 25)).toBe('13')
    expect(matchMinute({ period: 2, second: 0 }, 25)).toBe('26')
    expect(matchMinute({ period: 1, second: 26 * 60 + 10 }, 25)).toBe('25+2')
    expect(matchMinute({ period: 2, second: 24 * 60 }, 25)).toBe('50')
  })
})
