/** The most goals one side scores in a youth game that the form accepts: a slip of the thumb is caught. */
export const MAX_GOALS = 50
/** Scorers in one result: a squad with every substitute. */
export const MAX_SCORERS = 40

export const resultsMessages = {
  goalsFor: 'Our goals must be a whole number between 0 and 50',
  goalsAgainst: 'Their goals must be a whole number between 0 and 50',
  scorerGoals: 'Goals must be a whole number between 1 and 50',
  scorerRequired: 'Please select a player',
  scorerTwice: 'This player is already a scorer',
  playerNotFound: 'Player not found.',
  gameNotFound: 'This game no longer exists.',
  notAGame: 'Only a game has a result.',
  notStarted: 'A result can be entered once the game has started.',
  unchanged: 'This is the result already recorded.',
  failed: 'Failed to save the result. Please try again.',
  loadFailed: 'Unable to load the results. Please try again.',
} as const

/** Said beside the form and in the saved result: scorers' goals differ from the team's. It never refuses. */
export const scorersMismatch = (scorersGoals: number, goalsFor: number) =>
  `The scorers have ${scorersGoals} ${scorersGoals === 1 ? 'goal' : 'goals'}, the team ${goalsFor}.`

export type Outcome = 'W' | 'D' | 'L'

export const outcomeOf = (goalsFor: number, goalsAgainst: number): Outcome =>
  goalsFor > goalsAgainst ? 'W' : goalsFor === goalsAgainst ? 'D' : 'L'

export const outcomeLabels = { W: 'Win', D: 'Draw', L: 'Loss' } as const satisfies Record<Outcome, string>

/** A season's record: games, wins, draws and losses, goals for and against. */
export interface SeasonRecord {
  readonly games: number
  readonly wins: number
  readonly draws: number
  readonly losses: number
  readonly goalsFor: number
  readonly goalsAgainst: number
}

export const emptyRecord: SeasonRecord = { games: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 }

/** The record of some scores, in any order. */
export const recordOf = (scores: readonly { goalsFor: number; goalsAgainst: number }[]): SeasonRecord =>
  scores.reduce<SeasonRecord>((record, { goalsFor, goalsAgainst }) => {
    const outcome = outcomeOf(goalsFor, goalsAgainst)
    return {
      games: record.games + 1,
      wins: record.wins + (outcome === 'W' ? 1 : 0),
      draws: record.draws + (outcome === 'D' ? 1 : 0),
      losses: record.losses + (outcome === 'L' ? 1 : 0),
      goalsFor: record.goalsFor + goalsFor,
      goalsAgainst: record.goalsAgainst + goalsAgainst,
    }
  }, emptyRecord)

/** "W1 D1 L0" and "GF 3 GA 1", as the dashboard, the stats page and the calendar write a record. */
export const recordLine = (record: SeasonRecord) => `W${record.wins} D${record.draws} L${record.losses}`
export const goalsLine = (record: SeasonRecord) => `GF ${record.goalsFor} GA ${record.goalsAgainst}`
/** A score as it is written: ours first, with an en dash ("3–1"). */
export const scoreLine = (goalsFor: number, goalsAgainst: number) => `${goalsFor}–${goalsAgainst}`
