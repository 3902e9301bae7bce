import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Playing time: a game's minutes played, and the stat sheet its live match fills in. */
export const playingTimeWords = defineMessages('playing-time', {
  minutesPlayed: 'Minutes played',
  yourChildMinutes: 'Your child’s minutes',
  loadingMinutes: 'Loading the minutes played…',
  minutesLoadFailed: 'Could not load the minutes played.',
  tryAgain: 'Try again',
  noLineup: 'No lineup for this game: minutes are counted from its starters.',
  noChildInGame: 'Your child is not in this game’s lineup.',
  minutes: '{minutes} min',
  starter: 'Starter',
  fillStatSheet: 'Fill in the stat sheet',
  statSheetHint: 'Opens with the goals, assists and minutes from the match, for you to check and save.',
  statSheetRecorded: 'The stats for this game are saved.',
  loadingStatSheet: 'Loading the stat sheet from the match…',
  statSheetLoadFailed: 'Could not load the stat sheet from the match.',
  statSheetNotYet: 'The stat sheet fills in from the match after full time.',
})
