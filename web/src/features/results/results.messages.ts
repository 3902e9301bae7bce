import { defineMessages } from '@teamspace/domain/i18n/messages'
import { resultsMessages as spec } from '@teamspace/domain/results/results.constants'

/** The words of a game's result, its form and the season record. */
export const resultsMessages = defineMessages('results', {
  result: 'Result',
  noResultYet: 'No result entered yet.',
  warning: 'Warning:',
  enterResult: 'Enter Result',
  correctResult: 'Correct Result',
  saveResult: 'Save Result',
  ourGoals: 'Our goals',
  theirGoals: 'Their goals',
  ourScorers: 'Our scorers (optional)',
  scorer: 'Scorer {number}',
  selectPlayer: 'Select a player',
  scorerGoals: 'Goals of scorer {number}',
  remove: 'Remove',
  // Heard after "Remove" by a screen reader only: which scorer's row it removes.
  removeScorerHidden: ' scorer {number}',
  addScorer: 'Add Scorer',
  scorersMismatch: 'The scorers have {scorersGoals, plural, one {# goal} other {# goals}}, the team {goalsFor}.',
  saveFailed: spec.failed,
  loadFailed: spec.loadFailed,
  seasonRecord: 'Season Record',
  loadingSeason: 'Loading the season…',
  asOf: 'as of {date}',
  recordOf: 'Record of {season}',
  games: 'Games',
  record: 'Record',
  goals: 'Goals',
  // A record and its goals as the dashboard, the stats page and the calendar write them: "W1 D1 L0", "GF 3 GA 1".
  recordLine: 'W{wins} D{draws} L{losses}',
  goalsLine: 'GF {goalsFor} GA {goalsAgainst}',
  pastSeason: 'A past season: read-only.',
  notStartedYet: 'This season has not started yet.',
  noResultsYet: 'No results in this season yet.',
  versus: 'vs {opponent}',
  editSeason: 'Edit Season',
  removeSeason: 'Remove Season',
  startNewSeason: 'Start a New Season',
})
