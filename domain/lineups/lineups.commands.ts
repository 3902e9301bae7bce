import type { CalendarEventType } from '../calendar/calendar.constants'
import type { Command } from '../shared/events'
import type { LineupStarter } from './lineups.constants'
import type { LineupFormat } from './lineups.formations'

/** What the route found of the calendar event (null when the team has no such event). */
export interface LineupGame {
  readonly type: CalendarEventType
  readonly startsAt: string
}

interface OfGame {
  teamId: string
  calendarEventId: string
  game: LineupGame | null
}

/** Save the lineup (a first draft, or a change to a draft or a published one). */
export type SaveLineup = Command<
  'SaveLineup',
  OfGame & { format: LineupFormat; starters: readonly LineupStarter[]; bench: readonly string[] }
>

/** Publish the saved lineup now (`publishAt` null or past) or at a later time before kick-off. */
export type PublishLineup = Command<'PublishLineup', OfGame & { publishAt: string | null }>

/** Take a published (or scheduled) lineup back to a draft. */
export type UnpublishLineup = Command<'UnpublishLineup', OfGame>

export type LineupsCommand = SaveLineup | PublishLineup | UnpublishLineup
