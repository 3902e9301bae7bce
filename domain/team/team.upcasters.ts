import { defaultLanguage, isLanguage } from '../shared/languages'
import type { UpcasterSteps } from '../shared/upcasting'

/**
 * Schema version 1 of a team's creation named no language: teams were made before the app spoke any but English,
 * so such a team's language is English.
 */
const withLanguage = (data: Record<string, unknown>): Record<string, unknown> => ({
  ...data,
  language: isLanguage(data['language']) ? data['language'] : defaultLanguage,
})

export const teamUpcasters = {
  TeamCreated: { 1: withLanguage },
} satisfies Record<string, UpcasterSteps>
