import type { Player, Position } from '@teamspace/domain/roster/roster.schemas'
import { describe, expect, it } from 'vitest'
import {
  describeSort,
  hasFilters,
  matchesSearch,
  nextSort,
  noFilters,
  visiblePlayers,
  type RosterSort,
} from './roster-view'

const player = (name: string, jerseyNumber: number | null, position: Position, goals = 0): Player => ({
  id: name,
  name,
  jerseyNumber,
  position,
  photoUrl: null,
  parentIds: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stats: { gamesPlayed: 0, goals, assists: 0, yellowCards: 0, redCards: 0, minutesPlayed: 0, saves: 0, cleanSheets: 0 },
})

const roster = [
  player('Maya Lopez', 7, 'Forward', 3),
  player('Sam Okafor', 1, 'Goalkeeper'),
  player('Priya Patel', null, 'Striker', 5),
  player('Leo Chen', 10, 'Midfielder', 1),
  player('Ada Brooks', 17, 'Defender', 1),
]
const names = (players: Player[]) => players.map((each) => each.name)
const sorted = (sort: RosterSort) => names(visiblePlayers(roster, noFilters, sort))

describe('the roster search', () => {
  it('matches part of a name, whatever the case', () => {
    expect(matchesSearch(roster[0]!, 'LOP')).toBe(true)
    expect(matchesSearch(roster[0]!, 'chen')).toBe(false)
  })

  it('matches a jersey number exactly, with or without its #', () => {
    expect(matchesSearch(roster[0]!, '7')).toBe(true)
    expect(matchesSearch(roster[0]!, '#7')).toBe(true)
    expect(matchesSearch(roster[3]!, '1')).toBe(false)
    expect(matchesSearch(roster[2]!, '0')).toBe(false)
  })

  it('lets everyone through when blank', () => {
    expect(matchesSearch(roster[0]!, '  ')).toBe(true)
  })
})

describe('filtering and sorting the roster', () => {
  it('sorts by jersey number by default, players without one last', () => {
    expect(sorted({ key: 'jersey', direction: 'asc' })).toEqual([
      'Sam Okafor',
      'Maya Lopez',
      'Leo Chen',
      'Ada Brooks',
      'Priya Patel',
    ])
    expect(sorted({ key: 'jersey', direction: 'desc' })).toEqual([
      'Ada Brooks',
      'Leo Chen',
      'Maya Lopez',
      'Sam Okafor',
      'Priya Patel',
    ])
  })

  it('sorts positions from goalkeeper to striker, and goals with ties broken by name', () => {
    expect(sorted({ key: 'position', direction: 'asc' })).toEqual([
      'Sam Okafor',
      'Ada Brooks',
      'Leo Chen',
      'Maya Lopez',
      'Priya Patel',
    ])
    expect(sorted({ key: 'goals', direction: 'desc' })).toEqual([
      'Priya Patel',
      'Maya Lopez',
      'Ada Brooks',
      'Leo Chen',
      'Sam Okafor',
    ])
  })

  it('filters by position and search together', () => {
    const filters = { search: 'a', position: 'Forward' as const }
    expect(names(visiblePlayers(roster, filters, { key: 'name', direction: 'asc' }))).toEqual(['Maya Lopez'])
    expect(hasFilters(filters)).toBe(true)
    expect(hasFilters(noFilters)).toBe(false)
  })

  it('turns the active sort around, and starts goals from the most', () => {
    expect(nextSort({ key: 'jersey', direction: 'asc' }, 'jersey')).toEqual({ key: 'jersey', direction: 'desc' })
    expect(nextSort({ key: 'jersey', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' })
    expect(nextSort({ key: 'name', direction: 'asc' }, 'goals')).toEqual({ key: 'goals', direction: 'desc' })
    expect(describeSort({ key: 'goals', direction: 'desc' })).toBe('Sorted by goals, most first')
  })
})
