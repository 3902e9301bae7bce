import { positions } from '@teamspace/domain/roster/roster.constants'
import type { Message } from '@teamspace/domain/i18n/messages'
import type { Player, Position } from '@teamspace/domain/roster/roster.schemas'
import { translate } from '../../i18n/locale'
import { rosterMessages as m } from './roster.messages'

export const sortKeys = ['jersey', 'name', 'position', 'goals'] as const
export type SortKey = (typeof sortKeys)[number]
export type SortDirection = 'asc' | 'desc'

export interface RosterSort {
  key: SortKey
  direction: SortDirection
}

export interface RosterFilters {
  search: string
  position: Position | 'all'
}

export const defaultSort: RosterSort = { key: 'jersey', direction: 'asc' }
export const noFilters: RosterFilters = { search: '', position: 'all' }

export const sortLabels: Record<SortKey, Message> = {
  jersey: m.sortJersey,
  name: m.sortName,
  position: m.sortPosition,
  goals: m.sortGoals,
}

// What each order means in words: [ascending, descending].
const orderWords: Record<SortKey, readonly [Message, Message]> = {
  jersey: [m.sortedJerseyAsc, m.sortedJerseyDesc],
  name: [m.sortedNameAsc, m.sortedNameDesc],
  position: [m.sortedPositionAsc, m.sortedPositionDesc],
  goals: [m.sortedGoalsAsc, m.sortedGoalsDesc],
}

/** The current order in words, for the line a screen reader announces when it changes. */
export const describeSort = ({ key, direction }: RosterSort) => translate(orderWords[key][direction === 'asc' ? 0 : 1])

/**
 * Clicking the active sort turns it around; another one starts in its natural order: goals from the most, the
 * rest ascending.
 */
export function nextSort(current: RosterSort, key: SortKey): RosterSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: key === 'goals' ? 'desc' : 'asc' }
}

/** A name containing the words typed, or the jersey number typed (with or without its '#'). */
export function matchesSearch(player: Pick<Player, 'name' | 'jerseyNumber'>, search: string): boolean {
  const query = search.trim().toLowerCase()
  if (query === '') return true
  if (player.name.toLowerCase().includes(query)) return true
  const number = query.replace(/^#\s*/, '')
  return /^\d+$/.test(number) && player.jerseyNumber === Number(number)
}

const positionRank = (position: Position) => positions.indexOf(position)

function compare(a: Player, b: Player, key: SortKey): number {
  switch (key) {
    case 'jersey':
      return (a.jerseyNumber ?? 0) - (b.jerseyNumber ?? 0)
    case 'name':
      return a.name.localeCompare(b.name)
    case 'position':
      return positionRank(a.position) - positionRank(b.position)
    case 'goals':
      return a.stats.goals - b.stats.goals
  }
}

/**
 * The players the filters let through, in the chosen order. Players without a number always come last when
 * sorting by number, and ties are broken by name so the order never jumps around between refreshes.
 */
export function visiblePlayers<P extends Player>(players: readonly P[], filters: RosterFilters, sort: RosterSort): P[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return players
    .filter((player) => filters.position === 'all' || player.position === filters.position)
    .filter((player) => matchesSearch(player, filters.search))
    .sort((a, b) => {
      if (sort.key === 'jersey' && (a.jerseyNumber === null) !== (b.jerseyNumber === null)) {
        return a.jerseyNumber === null ? 1 : -1
      }
      return sign * compare(a, b, sort.key) || a.name.localeCompare(b.name)
    })
}

export const hasFilters = (filters: RosterFilters) => filters.search.trim() !== '' || filters.position !== 'all'
