import type { Translation } from '@teamspace/domain/i18n/messages'
import type { remindersLeadsMessages } from './reminders-leads.messages'

export default {
  off: 'Aus',
  day: '24 Stunden vorher',
  twoDays: '48 Stunden vorher',
  threeDays: '72 Stunden vorher',
} satisfies Translation<typeof remindersLeadsMessages>
