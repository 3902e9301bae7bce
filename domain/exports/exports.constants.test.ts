import { describe, expect, it } from 'vitest'
import { exportFileName, fileSlug } from './exports.constants'

describe('export file names', () => {
  it('name the team in plain lower-case letters, digits and dashes', () => {
    expect(fileSlug('Riverside U10')).toBe('riverside-u10')
    expect(fileSlug('  Équipe Zürich — Mädchen  ')).toBe('equipe-zurich-madchen')
    expect(fileSlug('"; rm -rf / #')).toBe('rm-rf')
  })

  it('fall back to "team" when nothing of the name is left', () => {
    expect(fileSlug('⚽⚽')).toBe('team')
  })

  it('say the team, the content, the season and the day, and the medical data when included', () => {
    expect(exportFileName('Riverside U10', 'statsGames', '2026-11-28')).toBe(
      'riverside-u10-game-by-game-stats-2026-11-28.csv',
    )
    expect(exportFileName('Riverside U10', 'roster', '2026-11-28', { medical: true })).toBe(
      'riverside-u10-roster-with-medical-2026-11-28.csv',
    )
    expect(exportFileName('Riverside U10', 'statsTotals', '2026-11-28', { season: 'Spring 2027' })).toBe(
      'riverside-u10-season-stats-spring-2027-2026-11-28.csv',
    )
  })
})
