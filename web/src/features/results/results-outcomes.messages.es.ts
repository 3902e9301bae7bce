import type { Translation } from '@teamspace/domain/i18n/messages'
import type { resultsOutcomesMessages } from './results-outcomes.messages'

export default {
  W: 'Victoria',
  D: 'Empate',
  L: 'Derrota',
} satisfies Translation<typeof resultsOutcomesMessages>
