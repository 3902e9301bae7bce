import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors'
import type { LineupGame, LineupsCommand } from './lineups.commands'
import { lineupsMessages, type LineupStarter } from './lineups.constants'
import type { LineupsEvent } from './lineups.events'
import type { LineupFormat } from './lineups.formations'
import { isComplete, lineupProblem } from './lineups.rules'

/** A game's lineup as saved, and from when families see it (null while it is a draft). */
export interface LineupState {
  readonly lineup: {
    readonly format: LineupFormat
    readonly starters: readonly LineupStarter[]
    readonly bench: readonly string[]
  } | null
  readonly publishAt: string | null
}

const gameOf = (game: LineupGame | null): LineupGame => {
  if (!game) throw new NotFoundError(lineupsMessages.gameNotFound)
  if (game.type !== 'game') throw new ConflictError(lineupsMessages.notAGame, { code: 'not_a_game' })
  return game
}

const sameLineup = (a: NonNullable<LineupState['lineup']>, b: NonNullable<LineupState['lineup']>) =>
  a.format === b.format &&
  a.starters.length === b.starters.length &&
  a.starters.every((s, i) => s.slotId === b.starters[i]?.slotId && s.playerId === b.starters[i]?.playerId) &&
  a.bench.length === b.bench.length &&
  a.bench.every((p, i) => p === b.bench[i])

/**
 * A game's lineup (a calendar event of type game): saved as a draft as often as the coach likes, published now or
 * at a later time before kick-off, and changed after publishing (families see each change at once). A published
 * lineup always has a starter on every place of its formation.
 */
export const lineupsDecider: Decider<LineupState, LineupsCommand, LineupsEvent> = {
  initialState: () => ({ lineup: null, publishAt: null }),
  decide: (command, state) => {
    const at = command.metadata.now.toISOString()
    const { teamId, calendarEventId } = command.data
    switch (command.type) {
      case 'SaveLineup': {
        gameOf(command.data.game)
        const { format, starters, bench } = command.data
        const problem = lineupProblem(format, starters, bench)
        if (problem) throw new ValidationError(problem.message, { fields: { [problem.field]: problem.message } })
        if (state.publishAt !== null && !isComplete(format, starters))
          throw new ConflictError(lineupsMessages.publishedIncomplete, { code: 'incomplete' })
        const lineup = { format, starters, bench }
        if (state.lineup && sameLineup(state.lineup, lineup)) return []
        return [{ type: 'LineupSaved', data: { teamId, calendarEventId, ...lineup, savedAt: at } }]
      }
      case 'PublishLineup': {
        const game = gameOf(command.data.game)
        if (!state.lineup) throw new ConflictError(lineupsMessages.notSaved, { code: 'not_saved' })
        if (!isComplete(state.lineup.format, state.lineup.starters))
          throw new ConflictError(lineupsMessages.incomplete, { code: 'incomplete' })
        const asked = command.data.publishAt
        // A time already past is now; a later one must come before kick-off, when families want to know.
        const publishAt = asked === null || Date.parse(asked) <= Date.parse(at) ? at : new Date(asked).toISOString()
        if (publishAt !== at && Date.parse(publishAt) > Date.parse(game.startsAt))
          throw new ValidationError(lineupsMessages.afterKickOff, {
            fields: { publishAt: lineupsMessages.afterKickOff },
          })
        // Published already and asked again to publish now: nothing changes.
        if (publishAt === at && state.publishAt !== null && Date.parse(state.publishAt) <= Date.parse(at)) return []
        if (publishAt === state.publishAt) return []
        return [{ type: 'LineupPublished', data: { teamId, calendarEventId, publishAt, publishedAt: at } }]
      }
      case 'UnpublishLineup': {
        gameOf(command.data.game)
        if (state.publishAt === null) return []
        return [{ type: 'LineupUnpublished', data: { teamId, calendarEventId, unpublishedAt: at } }]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'LineupSaved': {
        const { format, starters, bench } = event.data
        return { ...state, lineup: { format, starters, bench } }
      }
      case 'LineupPublished':
        return { ...state, publishAt: event.data.publishAt }
      case 'LineupUnpublished':
        return { ...state, publishAt: null }
      default:
        return assertNever(event)
    }
  },
}
