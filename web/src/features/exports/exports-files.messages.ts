import { csvExports } from '@teamspace/domain/exports/exports.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Each spreadsheet file by its name and what it holds: the words of exports.constants.ts in English. */
export const exportsFilesMessages = defineMessages('exports-files', {
  roster: csvExports.roster.label,
  rosterText: csvExports.roster.description,
  statsTotals: csvExports.statsTotals.label,
  statsTotalsText: csvExports.statsTotals.description,
  statsGames: csvExports.statsGames.label,
  statsGamesText: csvExports.statsGames.description,
  attendancePlayers: csvExports.attendancePlayers.label,
  attendancePlayersText: csvExports.attendancePlayers.description,
  attendanceEvents: csvExports.attendanceEvents.label,
  attendanceEventsText: csvExports.attendanceEvents.description,
  volunteers: csvExports.volunteers.label,
  volunteersText: csvExports.volunteers.description,
})
