import { catalogFrom } from './catalog-from'

/** Every Spanish translation of the app (`*.messages.es.ts` beside each module's English), as one chunk. */
export const catalog = catalogFrom(
  import.meta.glob<Record<string, string>>('../**/*.messages.es.ts', { eager: true, import: 'default' }),
)
