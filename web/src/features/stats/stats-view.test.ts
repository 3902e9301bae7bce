import { emptyTotals, type Totals } from '@teamspace/domain/roster/roster.schemas'
import { afterAll, describe, expect, it } from 'vitest'
import { switchLanguage } from '../../i18n/locale'
import { formatGameDate, leaderBy, localIsoDate, perGameAverages } from './stats-view'

const totals = (patch: Partial<Totals>): Totals => ({ ...emptyTotals, ...patch })

describe('the statistics views', () => {
  it('finds the leader, the first in roster order on a tie, and nobody while nobody has any', () => {
    const players = [
      { name: 'Sam', stats: totals({ goals: 2 }) },
      { name: 'Maya', stats: totals({ goals: 3 }) },
      { name: 'Leo', stats: totals({ goals: 3 }) },
    ]
    expect(leaderBy(players, 'goals')?.player.name).toBe('Maya')
    expect(leaderBy(players, 'saves')).toBeNull()
  })

  it('averages per game to one decimal', () => {
    expect(perGameAverages(totals({ gamesPlayed: 3, goals: 2, minutesPlayed: 160 }))).toEqual([
      { label: 'Goals', value: '0.7' },
      { label: 'Assists', value: '0.0' },
      { label: 'Minutes', value: '53.3' },
      { label: 'Saves', value: '0.0' },
    ])
    expect(perGameAverages(totals({}))[0]?.value).toBe('0.0')
  })

  it('shows a game date as the day it was, in en-US', () => {
    expect(formatGameDate('2026-03-08')).toBe('Mar 8, 2026')
    expect(formatGameDate('')).toBe('Unknown')
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})

describe('the statistics views in Spanish', () => {
  // The unit tests share their modules: the next file finds the app speaking English again.
  afterAll(() => switchLanguage('en'))

  it('names the numbers and writes averages with a decimal comma', async () => {
    await switchLanguage('es')
    expect(perGameAverages(totals({ gamesPlayed: 3, goals: 2 }))[0]).toEqual({ label: 'Goles', value: '0,7' })
  })
})
