import type { Folded } from '../history/history.as-of'
import type { GameScore, ResultsEvent } from './results.events'
import type { SeasonsEvent } from './seasons.events'

/** The events the results' folds read. */
export const resultsEventTypes = [
  'GameResultRecorded',
  'GameResultCorrected',
] as const satisfies readonly ResultsEvent['type'][]
export const seasonsEventTypes = [
  'SeasonStarted',
  'SeasonCorrected',
  'SeasonRemoved',
] as const satisfies readonly SeasonsEvent['type'][]

export interface ResultThen extends GameScore {
  readonly calendarEventId: string
  readonly recordedAt: string
  readonly correctedAt: string | null
}

/** Each game's result as it stood after `events` (the results projection's rows), in the order first recorded. */
export const foldResults = (events: readonly Folded<ResultsEvent>[]): ResultThen[] => {
  const results = new Map<string, ResultThen>()
  for (const event of events) {
    const { calendarEventId, goalsFor, goalsAgainst, scorers } = event.data
    const score = { calendarEventId, goalsFor, goalsAgainst, scorers: [...scorers] }
    switch (event.type) {
      case 'GameResultRecorded':
        results.set(calendarEventId, { ...score, recordedAt: event.data.recordedAt, correctedAt: null })
        break
      case 'GameResultCorrected': {
        const was = results.get(calendarEventId)
        results.set(calendarEventId, {
          ...score,
          recordedAt: was?.recordedAt ?? event.data.correctedAt,
          correctedAt: event.data.correctedAt,
        })
        break
      }
    }
  }
  return [...results.values()]
}

/** The seasons a coach had started by then, in the order they start (as the seasons table lists them). */
export const foldSeasons = (events: readonly Folded<SeasonsEvent>[]) => {
  const seasons = new Map<string, { id: string; name: string; startsOn: string; endsOn: string }>()
  for (const event of events) {
    const { data } = event
    if (event.type === 'SeasonRemoved') seasons.delete(data.seasonId)
    else
      seasons.set(data.seasonId, {
        id: data.seasonId,
        name: event.data.name,
        startsOn: event.data.startsOn,
        endsOn: event.data.endsOn,
      })
  }
  return [...seasons.values()].sort((a, b) => a.startsOn.localeCompare(b.startsOn))
}
