import { emptyTotals, type Totals } from '@teamspace/domain/roster/roster.schemas'
import { describe, expect, it } from 'vitest'
import { teamSummary, topPerformers } from './team-summary'

const noTotals = emptyTotals

const player = (name: string, jerseyNumber: number | null, stats: Partial<Totals> = {}) => ({
  name,
  jerseyNumber,
  stats: { ...noTotals, ...stats },
})

describe('teamSummary', () => {
  it('counts the players, adds up their goals and takes the most games any of them played', () => {
    const players = [
      player('Alex', 9, { goals: 3, gamesPlayed: 2 }),
      player('Blake', 4, { goals: 1, gamesPlayed: 3 }),
      player('Casey', 1, { goals: 0, gamesPlayed: 1 }),
    ]
    expect(teamSummary(players)).toEqual({ playerCount: 3, totalGoals: 4, gamesPlayed: 3 })
  })

  it('is all zeros for an empty roster', () => {
    expect(teamSummary([])).toEqual({ playerCount: 0, totalGoals: 0, gamesPlayed: 0 })
  })
})

describe('topPerformers', () => {
  it('lists the three highest scorers, best first', () => {
    const players = [
      player('Alex', 9, { goals: 1 }),
      player('Blake', 4, { goals: 5 }),
      player('Casey', 1, { goals: 2 }),
      player('Drew', 7, { goals: 3 }),
    ]
    expect(topPerformers(players).map((each) => each.name)).toEqual(['Blake', 'Drew', 'Casey'])
  })

  it('breaks a tie by jersey number, players without one last, then by name', () => {
    const players = [
      player('Zoe', null, { goals: 2 }),
      player('Eli', 11, { goals: 2 }),
      player('Ana', null, { goals: 2 }),
      player('Kai', 3, { goals: 2 }),
    ]
    expect(topPerformers(players, 4).map((each) => each.name)).toEqual(['Kai', 'Eli', 'Ana', 'Zoe'])
  })

  it('still lists players before anyone has scored, and never more than there are', () => {
    const players = [player('Alex', 9), player('Blake', 4)]
    expect(topPerformers(players).map((each) => each.name)).toEqual(['Blake', 'Alex'])
  })

  it('leaves the roster it was given in its own order', () => {
    const players = [player('Alex', 9, { goals: 1 }), player('Blake', 4, { goals: 5 })]
    topPerformers(players)
    expect(players.map((each) => each.name)).toEqual(['Alex', 'Blake'])
  })
})
