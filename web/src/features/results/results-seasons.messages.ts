import { defineMessages } from '@teamspace/domain/i18n/messages'
import { FIRST_SEASON_NAME, seasonsMessages as spec } from '@teamspace/domain/results/seasons.constants'

/** The words of the season picker and of starting, correcting and removing a season. */
export const resultsSeasonsMessages = defineMessages('results-seasons', {
  season: 'Season',
  /** The season a team has before a coach starts one (domain/results/seasons.constants.ts). */
  firstSeason: FIRST_SEASON_NAME,
  current: '{season} (current)',
  upcoming: '{season} (upcoming)',
  dates: '{start} to {end}',
  until: 'until {end}',
  startNewSeason: 'Start a New Season',
  startConfirm: `${spec.confirm} “{season}” closes.`,
  startSeason: 'Start Season',
  startFailed: spec.failed,
  editSeason: 'Edit Season',
  editDescription:
    'Correct the season’s name or dates. A season with games, results or statistics recorded in it stays as it is.',
  saveSeason: 'Save Season',
  correctFailed: spec.correctFailed,
  removeSeason: 'Remove Season',
  removeConfirm: `${spec.removeConfirm} “{season}” is removed.`,
  removeFailed: spec.removeFailed,
  seasonName: 'Season name',
  startDate: 'Start date',
  endDate: 'End date',
})
