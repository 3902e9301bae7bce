import type { Translation } from '@teamspace/domain/i18n/messages'
import type { availabilityAnswersMessages } from './availability-answers.messages'

export default {
  going: 'Dabei',
  'not-going': 'Nicht dabei',
  maybe: 'Vielleicht',
  unanswered: 'Noch keine Antwort',
} satisfies Translation<typeof availabilityAnswersMessages>
