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
  const names = (list: ReturnType<typeof topPerformers>) => list.map(({ player }) => player.name)
  const ranks = (list: ReturnType<typeof topPerformers>) => list.map(({ rank, tied }) => `${rank}${tied ? '=' : ''}`)

  it('lists the three highest scorers, best first', () => {
    const players = [
      player('Alex', 9, { goals: 1 }),
      player('Blake', 4, { goals: 5 }),
      player('Casey', 1, { goals: 2 }),
      player('Drew', 7, { goals: 3 }),
    ]
    expect(names(topPerformers(players))).toEqual(['Blake', 'Drew', 'Casey'])
    expect(ranks(topPerformers(players))).toEqual(['1', '2', '3'])
  })

  it('shows players level on goals as tied, in jersey order (players without one last, then by name)', () => {
    const players = [
      player('Zoe', null, { goals: 2 }),
      player('Eli', 11, { goals: 2 }),
      player('Ana', null, { goals: 2 }),
      player('Kai', 3, { goals: 2 }),
    ]
    const top = topPerformers(players)
    expect(names(top)).toEqual(['Kai', 'Eli', 'Ana', 'Zoe'])
    expect(ranks(top)).toEqual(['1=', '1=', '1=', '1='])
  })

  it('keeps a tie for the last place rather than cutting it, and skips the ranks the tie takes', () => {
    const players = [
      player('Alex', 9, { goals: 4 }),
      player('Blake', 4, { goals: 4 }),
      player('Casey', 1, { goals: 2 }),
      player('Drew', 7, { goals: 2 }),
      player('Eli', 8, { goals: 1 }),
    ]
    const top = topPerformers(players)
    expect(names(top)).toEqual(['Blake', 'Alex', 'Casey', 'Drew'])
    expect(ranks(top)).toEqual(['1=', '1=', '3=', '3='])
  })

  it('lists only players who have scored', () => {
    expect(topPerformers([player('Alex', 9), player('Blake', 4)])).toEqual([])
    expect(names(topPerformers([player('Alex', 9), player('Blake', 4, { goals: 1 })]))).toEqual(['Blake'])
  })

  it('leaves the roster it was given in its own order', () => {
    const players = [player('Alex', 9, { goals: 1 }), player('Blake', 4, { goals: 5 })]
    topPerformers(players)
    expect(players.map((each) => each.name)).toEqual(['Alex', 'Blake'])
  })
})
