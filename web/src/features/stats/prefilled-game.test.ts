import { describe, expect, it } from 'vitest'
import { recordGameSchema } from '@teamspace/domain/stats/stats.schemas'
import { prefilledGameValues } from './prefilled-game'
import { toGameInput } from './record-game-form'

const sheet = {
  calendarEventId: 'game-1',
  gameDate: '2026-11-28',
  opponent: 'Rovers',
  fullTime: true,
  recorded: false,
  lines: [
    { playerId: 'mia', minutesPlayed: 35, goals: 2, assists: 0 },
    { playerId: 'ben', minutesPlayed: 30, goals: 0, assists: 1 },
    // A child who has left the roster since: the sheet has no row for them.
    { playerId: 'gone', minutesPlayed: 50, goals: 0, assists: 0 },
  ],
}

describe('the stat sheet filled in from the live match', () => {
  it('ticks who played with their minutes, goals and assists, on a row per player of the roster', () => {
    const values = prefilledGameValues([{ id: 'ben' }, { id: 'mia' }, { id: 'home' }], sheet)
    expect(values).toMatchObject({ gameDate: '2026-11-28', opponent: 'Rovers', gameId: 'game-1' })
    expect(values.lines).toEqual([
      {
        playerId: 'ben',
        played: true,
        minutesPlayed: '30',
        goals: '',
        assists: '1',
        yellowCards: '',
        redCards: '',
        saves: '',
      },
      {
        playerId: 'mia',
        played: true,
        minutesPlayed: '35',
        goals: '2',
        assists: '',
        yellowCards: '',
        redCards: '',
        saves: '',
      },
      {
        playerId: 'home',
        played: false,
        minutesPlayed: '',
        goals: '',
        assists: '',
        yellowCards: '',
        redCards: '',
        saves: '',
      },
    ])
  })

  it('sends the stats’ own whole-game request, linked to the game, as the coach confirms it', () => {
    const input = recordGameSchema.parse(toGameInput(prefilledGameValues([{ id: 'mia' }, { id: 'home' }], sheet)))
    expect(input.gameId).toBe('game-1')
    expect(input.lines).toEqual([
      { playerId: 'mia', played: true, minutesPlayed: 35, goals: 2, assists: 0, yellowCards: 0, redCards: 0, saves: 0 },
      {
        playerId: 'home',
        played: false,
        minutesPlayed: 0,
        goals: 0,
        assists: 0,
        yellowCards: 0,
        redCards: 0,
        saves: 0,
      },
    ])
  })
})
