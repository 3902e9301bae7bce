import { correctStatLineSchema, recordStatLineSchema, type StatLine } from '@teamspace/domain/stats/stats.schemas'
import { describe, expect, it } from 'vitest'
import { validate } from '../../lib/form'
import { correctionValues, newStatLineValues } from './record-stats-form'

const gameDay = new Date(2026, 2, 8)

describe('the record stats form', () => {
  it('asks for a player, and reads blank counts as 0 and drops empty key plays', () => {
    const values = newStatLineValues(undefined, gameDay)
    expect(validate(recordStatLineSchema, values)).toEqual({ playerId: 'Please select a player' })
    const line = recordStatLineSchema.parse({
      ...values,
      playerId: 'p1',
      goals: '2',
      minutesPlayed: '60',
      keyPlays: ['Header', ' '],
    })
    expect(line).toMatchObject({ playerId: 'p1', gameDate: '2026-03-08', goals: 2, assists: 0, minutesPlayed: 60 })
    expect(line.keyPlays).toEqual(['Header'])
  })

  it('refuses more than 120 minutes', () => {
    const values = { ...newStatLineValues('p1', gameDay), minutesPlayed: '121' }
    expect(validate(recordStatLineSchema, values)).toEqual({
      minutesPlayed: 'Minutes played must be between 0 and 120',
    })
  })

  it('opens a recorded line to correct with every value as it stands', () => {
    const line: StatLine = {
      id: 's1',
      playerId: 'p1',
      playerName: 'Maya Lopez',
      gameId: null,
      gameDate: '2026-03-07',
      opponent: 'Eastside United',
      minutesPlayed: 60,
      goals: 2,
      assists: 1,
      yellowCards: 0,
      redCards: 0,
      saves: 0,
      keyPlays: [],
      createdAt: '2026-03-07T18:00:00.000Z',
      correctedAt: null,
    }
    const values = correctionValues(line)
    expect(values).toMatchObject({ opponent: 'Eastside United', minutesPlayed: '60', goals: '2', keyPlays: [''] })
    expect(correctStatLineSchema.parse(values)).toMatchObject({ gameDate: '2026-03-07', minutesPlayed: 60, goals: 2 })
  })
})
