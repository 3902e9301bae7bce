import { catalogFrom } from './catalog-from'

/** Every German translation of the app (`*.messages.de.ts` beside each module's English), as one chunk. */
export const catalog = catalogFrom(
  import.meta.glob<Record<string, string>>('../**/*.messages.de.ts', { eager: true, import: 'default' }),
)
