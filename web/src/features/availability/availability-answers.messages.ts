import { availabilityLabels } from '@teamspace/domain/availability/availability.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Each answer by its name (the spec's words, availability.constants.ts), and the children nobody answered for. */
export const availabilityAnswersMessages = defineMessages('availability-answers', {
  ...availabilityLabels,
  unanswered: 'No answer yet',
})
