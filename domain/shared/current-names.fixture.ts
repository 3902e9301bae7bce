import type { CurrentNames } from './current-names'

/** Names as a test team has them now: Casey Coach and Pat Parent, Mia and Leo, and one game. */
const people: Readonly<Record<string, string>> = { casey: 'Casey Coach', pat: 'Pat Parent' }
const players: Readonly<Record<string, string>> = { mia: 'Mia', leo: 'Leo' }
export const names: CurrentNames = {
  member: (id) => people[id] ?? 'Former member',
  player: (id) => players[id] ?? 'a removed player',
  calendarEvent: (id) => (id === 'game1' ? { title: 'League vs Lions', date: '2026-11-28' } : null),
}
