import { describe, expect, it } from 'vitest'
import { perGame, recordStatLineSchema } from './stats.schemas'

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
