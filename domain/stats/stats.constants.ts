export const MAX_KEY_PLAYS = 5
export const MAX_MINUTES = 120
/** Lines in one whole-game form: a squad with every substitute, and then some. */
export const MAX_GAME_LINES = 40

export const statsMessages = {
  playerRequired: 'Please select a player',
  minutes: 'Minutes played must be between 0 and 120',
  goals: 'Goals must be between 0 and 20',
  assists: 'Assists must be between 0 and 20',
  yellowCards: 'Yellow cards must be between 0 and 2',
  redCards: 'Red cards must be between 0 and 1',
  saves: 'Saves must be between 0 and 50',
  gameDate: 'Game date is required',
  keyPlays: 'At most 5 key plays',
  noPlayersPlayed: 'Select at least one player who played',
  playerTwice: 'This player is already in the game',
  failed: 'Failed to record stats. Please try again.',
  noStats: 'No game stats recorded yet for this player.',
  playerNotFound: 'Player not found.',
  lineNotFound: 'This stat line no longer exists.',
  lineVoided: 'This stat line was voided.',
  loadFailed: 'Unable to load player data. Please try again.',
} as const

/** Per-game averages, rounded to one decimal (spec §9). */
export const perGame = (total: number, games: number) => (games === 0 ? 0 : Math.round((total / games) * 10) / 10)
