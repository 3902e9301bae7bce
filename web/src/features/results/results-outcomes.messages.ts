import { defineMessages } from '@teamspace/domain/i18n/messages'
import { outcomeLabels } from '@teamspace/domain/results/results.constants'

/** How a game's outcome is named on its badge: the spec's words (domain/results) in English. */
export const resultsOutcomesMessages = defineMessages('results-outcomes', outcomeLabels)
