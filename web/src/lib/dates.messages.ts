import { defineMessages } from '@teamspace/domain/i18n/messages'

export const datesMessages = defineMessages('dates', {
  unknown: 'Unknown',
})
