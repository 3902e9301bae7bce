import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, NotFoundError } from '../shared/errors'
import type { ResultsCommand } from './results.commands'
import { resultsMessages } from './results.constants'
import type { GameScore, ResultsEvent } from './results.events'

/** A game's result stream: the score as it stands, or null before the first one. */
export interface ResultsState {
  readonly score: GameScore | null
}

const sameScore = (a: GameScore, b: GameScore) =>
  a.goalsFor === b.goalsFor &&
  a.goalsAgainst === b.goalsAgainst &&
  a.scorers.length === b.scorers.length &&
  a.scorers.every((s, i) => s.playerId === b.scorers[i]?.playerId && s.goals === b.scorers[i]?.goals)

/**
 * A game's result: entered once the game (a calendar event of type game) has started, then corrected as often as
 * needed. The first entry is a recording, every later one a correction, so the history keeps both.
 */
export const resultsDecider: Decider<ResultsState, ResultsCommand, ResultsEvent> = {
  initialState: () => ({ score: null }),
  decide: (command, state) => {
    const at = command.metadata.now
    switch (command.type) {
      case 'RecordGameResult': {
        const { game, teamId, calendarEventId, goalsFor, goalsAgainst, scorers } = command.data
        if (!game) throw new NotFoundError(resultsMessages.gameNotFound)
        if (game.type !== 'game') throw new ConflictError(resultsMessages.notAGame, { code: 'not_a_game' })
        if (Date.parse(game.startsAt) > at.getTime())
          throw new ConflictError(resultsMessages.notStarted, { code: 'not_started' })
        const score: GameScore = { goalsFor, goalsAgainst, scorers }
        if (state.score === null)
          return [
            {
              type: 'GameResultRecorded',
              data: { teamId, calendarEventId, opponent: game.opponent, ...score, recordedAt: at.toISOString() },
            },
          ]
        if (sameScore(state.score, score)) return []
        return [
          {
            type: 'GameResultCorrected',
            data: { teamId, calendarEventId, opponent: game.opponent, ...score, correctedAt: at.toISOString() },
          },
        ]
      }
      default:
        return assertNever(command.type)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'GameResultRecorded':
      case 'GameResultCorrected': {
        const { goalsFor, goalsAgainst, scorers } = event.data
        return { score: { goalsFor, goalsAgainst, scorers } }
      }
      default:
        return assertNever(event)
    }
  },
}
