import type { Translation } from '@teamspace/domain/i18n/messages'
import type { resultsOutcomesMessages } from './results-outcomes.messages'

export default {
  W: 'Sieg',
  D: 'Unentschieden',
  L: 'Niederlage',
} satisfies Translation<typeof resultsOutcomesMessages>
