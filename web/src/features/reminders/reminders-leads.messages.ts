import { defineMessages } from '@teamspace/domain/i18n/messages'
import { reminderLeadLabels } from '@teamspace/domain/reminders/reminders.constants'

/** How early a team reminds, as the setting offers it: the spec's words (reminders.constants.ts) in English. */
export const remindersLeadsMessages = defineMessages('reminders-leads', {
  off: reminderLeadLabels[0],
  day: reminderLeadLabels[24],
  twoDays: reminderLeadLabels[48],
  threeDays: reminderLeadLabels[72],
})
