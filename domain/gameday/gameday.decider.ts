import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import type { GameDaySettingCommand, KickOff, MatchCommand, RecordGoal } from './gameday.commands'
import {
  CLOCK_SKEW_MS,
  DEFAULT_FORMAT,
  defaultPeriodMinutes,
  gamedayMessages as m,
  KICK_OFF_EARLY_MS,
  LATE_TAP_MS,
  MAX_PERIOD_MINUTES,
  matchFormats,
  MIN_PERIOD_MINUTES,
  type MatchFormat,
  type MatchStatus,
} from './gameday.constants'
import type { GameDaySettingEvent, MatchEvent } from './gameday.events'
import type { MatchTimeline } from './match-clock'

// ---- The team's setting ----

export interface GameDaySettingState {
  readonly format: MatchFormat
  readonly periodMinutes: number
}

export const gameDaySettingDecider: Decider<GameDaySettingState, GameDaySettingCommand, GameDaySettingEvent> = {
  initialState: () => ({ format: DEFAULT_FORMAT, periodMinutes: defaultPeriodMinutes[DEFAULT_FORMAT] }),
  decide: ({ type, data, metadata }, state) => {
    switch (type) {
      case 'ChooseGameDaySetting': {
        const { teamId, format, periodMinutes } = data
        if (!matchFormats.includes(format)) throw new ValidationError(m.format, { fields: { format: m.format } })
        if (
          !Number.isInteger(periodMinutes) ||
          periodMinutes < MIN_PERIOD_MINUTES ||
          periodMinutes > MAX_PERIOD_MINUTES
        )
          throw new ValidationError(m.periodMinutes, { fields: { periodMinutes: m.periodMinutes } })
        if (format === state.format && periodMinutes === state.periodMinutes) return []
        return [
          {
            type: 'GameDaySettingChosen',
            data: { teamId, format, periodMinutes, chosenAt: metadata.now.toISOString() },
          },
        ]
      }
      default:
        return assertNever(type)
    }
  },
  evolve: (_state, { data }) => ({ format: data.format, periodMinutes: data.periodMinutes }),
}

// ---- One game's live match ----

/** A match as its stream has it: the whistles on the phone's clock, the goals still standing, the half's length. */
export interface MatchState extends MatchTimeline {
  readonly format: MatchFormat | null
  readonly periodMinutes: number | null
  /** The goals not taken back, in the order they were recorded: "undo" takes the last. */
  readonly standingGoals: readonly string[]
}

export const initialMatchState = (): MatchState => ({
  kickOffs: [],
  ends: [],
  fullTime: false,
  format: null,
  periodMinutes: null,
  standingGoals: [],
})

/**
 * The moment of the tap in milliseconds: a phone's clock a little ahead of the server's is allowed, one in the
 * future beyond that, or a tap older than a week (an outbox that never found signal), is refused.
 */
const tapOf = (at: string, metadata: CommandMetadata): number => {
  const ms = Date.parse(at)
  if (!Number.isFinite(ms)) throw new ValidationError(m.at, { fields: { at: m.at } })
  const now = metadata.now.getTime()
  if (ms > now + CLOCK_SKEW_MS) throw new ValidationError(m.atInFuture, { fields: { at: m.atInFuture } })
  if (ms < now - LATE_TAP_MS) throw new ConflictError(m.atTooOld, { code: 'too_old' })
  return ms
}

/** The last whistle's moment: a whistle is never placed before it, whatever another phone's clock said. */
const lastWhistle = (state: MatchState) => Math.max(...state.kickOffs, ...state.ends, -Infinity)
const notBefore = (ms: number, earliest: number) => new Date(Math.max(ms, earliest)).toISOString()

const kickedOff = (state: MatchState) => state.kickOffs.length > 0
const inFirstHalf = (state: MatchState) => state.kickOffs.length === 1 && state.ends.length === 0
const atHalfTime = (state: MatchState) => state.kickOffs.length === 1 && state.ends.length === 1
const inSecondHalf = (state: MatchState) => state.kickOffs.length === 2 && state.ends.length === 1

/** Goals and substitutions belong between the kick-off and the final whistle, by the moment they were made. */
const duringMatch = (state: MatchState, ms: number) => {
  if (!kickedOff(state)) throw new ConflictError(m.notKickedOff, { code: 'not_kicked_off' })
  const finalWhistle = state.fullTime ? state.ends.at(-1)! : Infinity
  if (ms > finalWhistle) throw new ConflictError(m.over, { code: 'match_over' })
  // A tap a skewed phone put before the kick-off counts from the kick-off.
  return notBefore(ms, state.kickOffs[0]!)
}

const kickOff = ({ data, metadata }: KickOff, state: MatchState): MatchEvent[] => {
  const { teamId, calendarEventId, game, setting } = data
  if (!game) throw new NotFoundError(m.gameNotFound)
  if (game.type !== 'game') throw new ConflictError(m.notAGame, { code: 'not_a_game' })
  const ms = tapOf(data.at, metadata)
  if (state.fullTime) throw new ConflictError(m.over, { code: 'match_over' })
  if (!kickedOff(state)) {
    if (ms < Date.parse(game.startsAt) - KICK_OFF_EARLY_MS) throw new ConflictError(m.tooEarly, { code: 'too_early' })
    const at = new Date(ms).toISOString()
    return [{ type: 'MatchKickedOff', data: { teamId, calendarEventId, at, period: 1, ...setting } }]
  }
  if (!atHalfTime(state)) throw new ConflictError(m.alreadyKickedOff, { code: 'already_kicked_off' })
  return [
    {
      type: 'MatchKickedOff',
      data: {
        teamId,
        calendarEventId,
        at: notBefore(ms, lastWhistle(state)),
        period: 2,
        format: state.format ?? setting.format,
        periodMinutes: state.periodMinutes ?? setting.periodMinutes,
      },
    },
  ]
}

const recordGoal = ({ data, metadata }: RecordGoal, state: MatchState): MatchEvent[] => {
  const { teamId, calendarEventId, goalId, kind, scorerId, assistId } = data
  if (kind === 'ours' && !scorerId)
    throw new ValidationError(m.scorerRequired, { fields: { scorerId: m.scorerRequired } })
  if (kind !== 'ours' && (scorerId || assistId))
    throw new ValidationError(m.scorerNotAllowed, { fields: { scorerId: m.scorerNotAllowed } })
  if (assistId && assistId === scorerId) throw new ValidationError(m.assistSelf, { fields: { assistId: m.assistSelf } })
  const at = duringMatch(state, tapOf(data.at, metadata))
  return [{ type: 'GoalScored', data: { teamId, calendarEventId, at, goalId, kind, scorerId, assistId } }]
}

/**
 * A game's live match, on its own stream: a kick-off, half time, the second half's kick-off and full time, in that
 * order; goals and substitutions between the kick-off and the final whistle; "undo" takes back the last goal still
 * standing. A command replayed from the outbox with the same idempotency key is answered from its first result, so
 * it lands once; its `at` puts it at the minute it was made.
 */
export const matchDecider: Decider<MatchState, MatchCommand, MatchEvent> = {
  initialState: initialMatchState,
  decide: (command, state) => {
    const { data, metadata } = command
    const { teamId, calendarEventId } = data
    switch (command.type) {
      case 'KickOff':
        return kickOff(command, state)
      case 'CallHalfTime': {
        const ms = tapOf(data.at, metadata)
        if (!kickedOff(state)) throw new ConflictError(m.notKickedOff, { code: 'not_kicked_off' })
        if (state.fullTime) throw new ConflictError(m.over, { code: 'match_over' })
        if (!inFirstHalf(state)) throw new ConflictError(m.notInFirstHalf, { code: 'not_in_first_half' })
        const at = notBefore(ms, lastWhistle(state))
        return [{ type: 'MatchPeriodEnded', data: { teamId, calendarEventId, at, period: 1, fullTime: false } }]
      }
      case 'CallFullTime': {
        const ms = tapOf(data.at, metadata)
        if (!kickedOff(state)) throw new ConflictError(m.notKickedOff, { code: 'not_kicked_off' })
        if (state.fullTime) throw new ConflictError(m.over, { code: 'match_over' })
        if (!inSecondHalf(state)) throw new ConflictError(m.notInSecondHalf, { code: 'not_in_second_half' })
        const at = notBefore(ms, lastWhistle(state))
        return [{ type: 'MatchPeriodEnded', data: { teamId, calendarEventId, at, period: 2, fullTime: true } }]
      }
      case 'RecordGoal':
        return recordGoal(command, state)
      case 'UndoLastGoal': {
        const at = new Date(tapOf(data.at, metadata)).toISOString()
        const goalId = state.standingGoals.at(-1)
        if (goalId === undefined) throw new ConflictError(m.noGoalToUndo, { code: 'no_goal' })
        return [{ type: 'GoalUndone', data: { teamId, calendarEventId, at, goalId } }]
      }
      case 'MakeSubstitution': {
        const { substitutionId, playerIn, playerOut } = command.data
        if (playerIn === playerOut) throw new ValidationError(m.samePlayer, { fields: { playerIn: m.samePlayer } })
        const at = duringMatch(state, tapOf(data.at, metadata))
        return [
          { type: 'SubstitutionMade', data: { teamId, calendarEventId, at, substitutionId, playerIn, playerOut } },
        ]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MatchKickedOff':
        return {
          ...state,
          kickOffs: [...state.kickOffs, Date.parse(event.data.at)],
          format: state.format ?? event.data.format,
          periodMinutes: state.periodMinutes ?? event.data.periodMinutes,
        }
      case 'MatchPeriodEnded':
        return { ...state, ends: [...state.ends, Date.parse(event.data.at)], fullTime: event.data.fullTime }
      case 'GoalScored':
        return { ...state, standingGoals: [...state.standingGoals, event.data.goalId] }
      case 'GoalUndone':
        return { ...state, standingGoals: state.standingGoals.filter((id) => id !== event.data.goalId) }
      case 'SubstitutionMade':
        return state
      default:
        return assertNever(event)
    }
  },
}

/** Where a match stands, from its whistles. */
export const matchStatusOf = (timeline: MatchTimeline): MatchStatus =>
  timeline.fullTime
    ? 'full-time'
    : timeline.kickOffs.length === 0
      ? 'not-started'
      : timeline.kickOffs.length > timeline.ends.length
        ? timeline.kickOffs.length === 1
          ? 'first-half'
          : 'second-half'
        : 'half-time'
