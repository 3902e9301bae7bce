import type { Translation } from '@teamspace/domain/i18n/messages'
import type { availabilityAnswersMessages } from './availability-answers.messages'

export default {
  going: 'Va',
  'not-going': 'No va',
  maybe: 'Quizás',
  unanswered: 'Sin respuesta',
} satisfies Translation<typeof availabilityAnswersMessages>
