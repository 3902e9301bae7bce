import { describe, expect, it } from 'vitest'
import { perGame, recordGameSchema, recordStatLineSchema } from './stats.schemas'

const base = { playerId: 'p1', gameDate: '2026-09-12' }

describe('stat line rules', () => {
  it('needs a player', () => {
    expect(recordStatLineSchema.safeParse({ ...base, playerId: '' }).error?.issues[0]?.message).toBe(
      'Please select a player',
    )
  })

  it('floors every count at 0', () => {
    const parsed = recordStatLineSchema.parse({ ...base, goals: -2, assists: '1.7', saves: '', yellowCards: 'x' })
    expect(parsed).toMatchObject({ goals: 0, assists: 1, saves: 0, yellowCards: 0, redCards: 0 })
  })

  it('keeps minutes between 0 and 120', () => {
    expect(recordStatLineSchema.safeParse({ ...base, minutesPlayed: 121 }).error?.issues[0]?.message).toBe(
      'Minutes played must be between 0 and 120',
    )
    expect(recordStatLineSchema.parse({ ...base, minutesPlayed: 90 }).minutesPlayed).toBe(90)
  })

  it('drops empty key plays and allows at most 5', () => {
    expect(recordStatLineSchema.parse({ ...base, keyPlays: [' Header goal ', '', '  '] }).keyPlays).toEqual([
      'Header goal',
    ])
    expect(recordStatLineSchema.safeParse({ ...base, keyPlays: ['1', '2', '3', '4', '5', '6'] }).success).toBe(false)
  })

  it('averages per game to one decimal', () => {
    expect(perGame(7, 3)).toBe(2.3)
    expect(perGame(0, 0)).toBe(0)
  })
})

describe('stat bounds per game', () => {
  it('refuses counts no game reaches, with a clear message', () => {
    expect(recordStatLineSchema.safeParse({ ...base, goals: 2147483647 }).error?.issues[0]?.message).toBe(
      'Goals must be between 0 and 20',
    )
    expect(recordStatLineSchema.safeParse({ ...base, redCards: 2 }).error?.issues[0]?.message).toBe(
      'Red cards must be between 0 and 1',
    )
    expect(recordStatLineSchema.safeParse({ ...base, saves: 'Infinity' }).success).toBe(false)
  })

  it('refuses impossible dates', () => {
    expect(recordStatLineSchema.safeParse({ ...base, gameDate: '2015-02-30' }).success).toBe(false)
    expect(recordStatLineSchema.safeParse({ ...base, gameDate: '2024-13-45' }).success).toBe(false)
  })
})

describe('whole-game form', () => {
  const row = (playerId: string, more = {}) => ({ playerId, played: true, minutesPlayed: 60, ...more })

  it('records only the players who played', () => {
    const parsed = recordGameSchema.parse({ gameDate: '2026-09-12', lines: [row('p1'), row('p2', { played: false })] })
    expect(parsed.lines.filter((line) => line.played).map((line) => line.playerId)).toEqual(['p1'])
  })

  it('needs at least one player who played', () => {
    expect(
      recordGameSchema.safeParse({ gameDate: '2026-09-12', lines: [row('p1', { played: false })] }).error?.issues[0],
    ).toMatchObject({ message: 'Select at least one player who played', path: ['lines'] })
  })

  it('names the row and field of a line that fails', () => {
    const issue = recordGameSchema.safeParse({
      gameDate: '2026-09-12',
      lines: [row('p1'), row('p2', { minutesPlayed: 150 })],
    }).error?.issues[0]
    expect(issue).toMatchObject({
      message: 'Minutes played must be between 0 and 120',
      path: ['lines', 1, 'minutesPlayed'],
    })
  })
})
