import type { CalendarEventType } from '../calendar/calendar.constants'
import type { Command } from '../shared/events'
import type { MatchFormat } from './gameday.constants'

export type ChooseGameDaySetting = Command<
  'ChooseGameDaySetting',
  { teamId: string; format: MatchFormat; periodMinutes: number }
>

/** What the route found of the calendar event: its type and start (null when the team has no such event). */
export interface MatchGameFacts {
  readonly type: CalendarEventType
  readonly startsAt: string
}

interface MatchCommandData {
  readonly teamId: string
  readonly calendarEventId: string
  /** When the coach tapped, by the phone's clock (ISO). */
  readonly at: string
}

export type KickOff = Command<
  'KickOff',
  MatchCommandData & {
    game: MatchGameFacts | null
    /** The team's setting now: the first kick-off fixes it for the match. */
    setting: { format: MatchFormat; periodMinutes: number }
  }
>
export type CallHalfTime = Command<'CallHalfTime', MatchCommandData>
export type CallFullTime = Command<'CallFullTime', MatchCommandData>
export type RecordGoal = Command<
  'RecordGoal',
  MatchCommandData & {
    goalId: string
    kind: 'ours' | 'own-goal' | 'theirs'
    scorerId: string | null
    assistId: string | null
  }
>
export type UndoLastGoal = Command<'UndoLastGoal', MatchCommandData>
export type MakeSubstitution = Command<
  'MakeSubstitution',
  MatchCommandData & { substitutionId: string; playerIn: string; playerOut: string }
>

export type GameDaySettingCommand = ChooseGameDaySetting
export type MatchCommand = KickOff | CallHalfTime | CallFullTime | RecordGoal | UndoLastGoal | MakeSubstitution
