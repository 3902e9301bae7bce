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
  fairPlay: 'Fair playing time',
  fairPlayHint:
    'Season to date: each child’s share of the minutes they were available for (their family answered Going).',
  fairPlaySeason: '{season} · {games, plural, one {# game} other {# games}} played',
  flagBelow: 'Flag below',
  percent: '{percent} %',
  shareOf: '{played} min played · {available} min available',
  notAvailable: 'Not available in any game yet',
  below: 'Below {percent} %',
  loadingFairPlay: 'Loading the season’s playing time…',
  fairPlayLoadFailed: 'Could not load the season’s playing time.',
  noGamesYet: 'No game of this season has been played to full time yet.',
  playedLeast: 'Played least:',
  playedLeastPlayer: '{name} ({minutes} min)',
})
