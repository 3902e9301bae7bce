import { describe, expect, it } from 'vitest'
import { currentSeasonIndex } from './seasons.constants'

describe('the current season', () => {
  // The implicit first season, then seasons a coach started.
  const starts = [null, '2026-03-01', '2026-12-08']

  it('is the season whose dates hold today', () => {
    expect(currentSeasonIndex(starts, '2026-07-15')).toBe(1)
    expect(currentSeasonIndex(starts, '2026-12-08')).toBe(2)
  })

  it('is not a season that starts tomorrow: today still belongs to the one before', () => {
    expect(currentSeasonIndex(starts, '2026-12-07')).toBe(1)
  })

  it('is the first season while the only started one has not begun', () => {
    expect(currentSeasonIndex([null, '2026-12-08'], '2026-12-07')).toBe(0)
    expect(currentSeasonIndex([null], '2026-12-07')).toBe(0)
  })
})
