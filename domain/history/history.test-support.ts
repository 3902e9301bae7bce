import type { CurrentNames } from '../shared/current-names'
import type { DomainEvent } from '../shared/events'
import { assembleHistory, eraseHistory, type FeatureHistory, type HistoryFact } from './history.plugin'

/** Tests of a feature's sentences: its history alone, assembled as the server assembles every feature's. */
export const sentencesOf = <E extends DomainEvent>(history: FeatureHistory<E>, names: CurrentNames) => {
  const assembled = assembleHistory([{ feature: 'feature', history: eraseHistory(history) }])
  return {
    assembled,
    say: (event: HistoryFact, previous: HistoryFact | null = null, origin: HistoryFact | null = previous) =>
      assembled.describe(event, previous, names, origin),
  }
}

/** An event as the feed reads it, done by `actorId`. */
export const fact = (type: string, data: object, actorId: string | null = 'casey'): HistoryFact => ({
  type,
  data,
  actorId,
})
