import type { Folded } from '../history/history.as-of'
import type { LineupStarter } from './lineups.constants'
import type { LineupsEvent } from './lineups.events'
import type { LineupFormat } from './lineups.formations'

/** The events the lineups' fold reads. */
export const lineupsEventTypes = [
  'LineupSaved',
  'LineupPublished',
  'LineupUnpublished',
] as const satisfies readonly LineupsEvent['type'][]

/** A game's lineup as it stood: the lineups projection's rows, by ids. */
export interface LineupThen {
  readonly calendarEventId: string
  readonly format: LineupFormat
  readonly starters: readonly LineupStarter[]
  readonly bench: readonly string[]
  readonly publishAt: string | null
  readonly savedAt: string
}

/** Each game's lineup as it stood after `events`, by calendar event id. */
export const foldLineups = (events: readonly Folded<LineupsEvent>[]): Map<string, LineupThen> => {
  const lineups = new Map<string, LineupThen>()
  for (const event of events) {
    const { calendarEventId } = event.data
    const was = lineups.get(calendarEventId)
    switch (event.type) {
      case 'LineupSaved': {
        const { format, starters, bench, savedAt } = event.data
        lineups.set(calendarEventId, {
          calendarEventId,
          format,
          starters,
          bench,
          savedAt,
          publishAt: was?.publishAt ?? null,
        })
        break
      }
      case 'LineupPublished':
        if (was) lineups.set(calendarEventId, { ...was, publishAt: event.data.publishAt })
        break
      case 'LineupUnpublished':
        if (was) lineups.set(calendarEventId, { ...was, publishAt: null })
        break
    }
  }
  return lineups
}
