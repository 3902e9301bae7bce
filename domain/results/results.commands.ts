import type { CalendarEventType } from '../calendar/calendar.constants'
import type { Command } from '../shared/events'
import type { GameScore } from './results.events'

/** What the route found of the calendar event: its type and when it starts (null when it is not the team's). */
export interface GameFacts {
  readonly type: CalendarEventType
  readonly startsAt: string
  readonly opponent: string
}

/** Enter a game's result, or correct the one entered: the stream knows which. */
export type RecordGameResult = Command<
  'RecordGameResult',
  GameScore & { teamId: string; calendarEventId: string; game: GameFacts | null }
>

export type ResultsCommand = RecordGameResult
