export * from './lineups.formations'

/** Players named in one lineup, starters and bench together: a squad with every substitute. */
export const MAX_LINEUP_PLAYERS = 40

export const lineupsMessages = {
  gameNotFound: 'This game no longer exists.',
  notAGame: 'Only a game has a lineup.',
  playerNotFound: 'Player not found.',
  unknownSlot: 'This place is not part of the formation.',
  slotTwice: 'Two players are on the same place.',
  playerTwice: 'A player is named twice in the lineup.',
  tooManyStarters: 'There are more starters than places in the formation.',
  notSaved: 'Save the lineup before publishing it.',
  incomplete: 'Place a starter on every position before publishing.',
  publishedIncomplete: 'A published lineup keeps a starter on every position.',
  afterKickOff: 'Choose a time before kick-off, or publish now.',
  publishAt: 'Please choose a valid time.',
  loadFailed: 'Unable to load the lineup. Please try again.',
  saveFailed: 'Failed to save the lineup. Please try again.',
} as const

/** Where a starter stands: a player id on a slot id (names are erasable and never enter the log). */
export interface LineupStarter {
  readonly slotId: string
  readonly playerId: string
}
