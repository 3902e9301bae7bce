import type { Translation } from '@teamspace/domain/i18n/messages'
import type { remindersLeadsMessages } from './reminders-leads.messages'

export default {
  off: 'Desactivado',
  day: '24 horas antes',
  twoDays: '48 horas antes',
  threeDays: '72 horas antes',
} satisfies Translation<typeof remindersLeadsMessages>
