import type { CurrentNames } from '../shared/current-names'
import type { DomainEvent } from '../shared/events'
import type { Language } from '../shared/languages'
import { namesIn } from './history.messages'
import { assembleHistory, eraseHistory, type FeatureHistory, type HistoryFact } from './history.plugin'

/**
 * Tests of a feature's sentences: its history alone, assembled as the server assembles every feature's, told in
 * `language` (English unless said).
 */
export const sentencesOf = <E extends DomainEvent>(
  history: FeatureHistory<E>,
  names: CurrentNames,
  language: Language = 'en',
) => {
  const assembled = assembleHistory([{ feature: 'feature', history: eraseHistory(history) }])
  return {
    assembled,
    say: (event: HistoryFact, previous: HistoryFact | null = null, origin: HistoryFact | null = previous) =>
      assembled.describe(event, previous, namesIn(names, language), origin, language),
  }
}

/** An event as the feed reads it, done by `actorId`. */
export const fact = (type: string, data: object, actorId: string | null = 'casey'): HistoryFact => ({
  type,
  data,
  actorId,
})
