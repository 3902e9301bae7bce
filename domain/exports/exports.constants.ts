import { exportColumnMessages, type ExportColumn } from './exports.messages'

/**
 * The files a coach can download for the club, and their columns. Shared by the server (which writes them) and
 * the web's Exports page (which links to them), so that a file, its address and its description never drift.
 */

/**
 * Each CSV export: its address under `/api/exports/`, its name in the file name, what the page says of it, and
 * whether it holds one season (the current one unless `?season=` names a past one) or today's roster.
 */
export const csvExports = {
  roster: {
    path: '/api/exports/roster.csv',
    file: 'roster',
    label: 'Roster',
    description: 'Players with number, position and their parents’ names, phones and e-mails.',
    seasonal: false,
  },
  statsTotals: {
    path: '/api/exports/stats-totals.csv',
    file: 'season-stats',
    label: 'Season stats',
    description: 'Each player’s totals: games, minutes, goals, assists, cards, saves and clean sheets.',
    seasonal: true,
  },
  statsGames: {
    path: '/api/exports/stats-games.csv',
    file: 'game-by-game-stats',
    label: 'Game-by-game stats',
    description: 'One line per player and game, as recorded.',
    seasonal: true,
  },
  attendancePlayers: {
    path: '/api/exports/attendance-players.csv',
    file: 'attendance-by-player',
    label: 'Attendance by player',
    description: 'How many of the recorded practices and games each player attended, as a percentage.',
    seasonal: true,
  },
  attendanceEvents: {
    path: '/api/exports/attendance-events.csv',
    file: 'attendance-by-event',
    label: 'Attendance by event',
    description: 'For each practice and game with attendance taken, who was present, late, excused or absent.',
    seasonal: true,
  },
  volunteers: {
    path: '/api/exports/volunteers.csv',
    file: 'volunteer-sign-ups',
    label: 'Volunteer sign-ups',
    description: 'Each volunteer need with its event and who signed up.',
    seasonal: true,
  },
} as const

export type CsvExport = keyof typeof csvExports
/** The exports that hold one season. */
export type SeasonalExport = {
  [K in CsvExport]: (typeof csvExports)[K]['seasonal'] extends true ? K : never
}[CsvExport]

/** The query that adds children's sensitive data to the roster: never sent unless asked for by name. */
export const INCLUDE_MEDICAL = 'medical'

/** A column's header in English (the spec's words); `exportWords` gives it in the coach's language. */
const english = (keys: readonly ExportColumn[]): readonly string[] =>
  keys.map((key) => exportColumnMessages[key].defaultMessage)

export const rosterColumnKeys = [
  'name',
  'jerseyNumber',
  'position',
  'parents',
  'parentPhones',
  'parentEmails',
] as const satisfies readonly ExportColumn[]

/** Only with `?include=medical`: the children's data a coach keeps for emergencies. */
export const rosterMedicalColumnKeys = [
  'dateOfBirth',
  'medicalInfo',
  'emergencyContacts',
  'parentEmergencyContacts',
] as const satisfies readonly ExportColumn[]

export const statsTotalsColumnKeys = [
  'name',
  'jerseyNumber',
  'gamesPlayed',
  'minutesPlayed',
  'goals',
  'assists',
  'yellowCards',
  'redCards',
  'saves',
  'cleanSheets',
] as const satisfies readonly ExportColumn[]

export const statsGamesColumnKeys = [
  'gameDate',
  'opponent',
  'name',
  'jerseyNumber',
  'minutesPlayed',
  'goals',
  'assists',
  'yellowCards',
  'redCards',
  'saves',
  'keyPlays',
] as const satisfies readonly ExportColumn[]

export const attendancePlayersColumnKeys = [
  'name',
  'jerseyNumber',
  'attended',
  'recorded',
  'attendancePercent',
] as const satisfies readonly ExportColumn[]

export const attendanceEventsColumnKeys = [
  'date',
  'time',
  'event',
  'type',
  'name',
  'jerseyNumber',
  'status',
] as const satisfies readonly ExportColumn[]

export const volunteersColumnKeys = [
  'date',
  'time',
  'event',
  'need',
  'description',
  'slotsNeeded',
  'volunteer',
  'note',
  'signedUpAt',
] as const satisfies readonly ExportColumn[]

/** The headers in English: "Name", "Jersey number", … */
export const rosterColumns = english(rosterColumnKeys)
export const rosterMedicalColumns = english(rosterMedicalColumnKeys)
export const statsTotalsColumns = english(statsTotalsColumnKeys)
export const statsGamesColumns = english(statsGamesColumnKeys)
export const attendancePlayersColumns = english(attendancePlayersColumnKeys)
export const attendanceEventsColumns = english(attendanceEventsColumnKeys)
export const volunteersColumns = english(volunteersColumnKeys)

export const exportsMessages = {
  medicalWarningTitle: 'Download children’s medical data?',
  medicalWarning:
    'This file holds the players’ dates of birth, medical information and emergency contacts: these are children’s data. Keep it only where the club needs it, never share it by e-mail or chat, and delete it when it is no longer needed.',
  medicalConfirm: 'Download with medical data',
} as const

/** A file name's safe part: the team's name in lower-case letters, digits and dashes (`Riverside U10` → `riverside-u10`). */
export const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'team'

/**
 * `riverside-u10-roster-2026-11-28.csv`, `riverside-u10-season-stats-spring-2027-2026-11-28.csv`: the team, the
 * content, the season of a seasonal file and the day it was made.
 */
export const exportFileName = (
  teamName: string,
  what: CsvExport,
  day: string,
  { medical = false, season }: { medical?: boolean; season?: string } = {},
) =>
  `${fileSlug(teamName)}-${csvExports[what].file}${season === undefined ? '' : `-${fileSlug(season)}`}${medical ? '-with-medical' : ''}-${day}.csv`
