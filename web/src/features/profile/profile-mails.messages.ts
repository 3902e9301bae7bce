import { defineMessages } from '@teamspace/domain/i18n/messages'
import { newsMailMessages } from '@teamspace/domain/news/news-mails'
import { reminderMailMessages } from '@teamspace/domain/reminders/reminders.constants'
import { scheduleMailMessages } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import { volunteerReminderMailSetting } from '@teamspace/domain/volunteers/volunteer-reminder-mail.schemas'

/**
 * The words of the profile's e-mail settings: each kind's own (schedule changes, news, availability and volunteer reminders, from
 * their domain modules) and the card's.
 */
export const profileMailsMessages = defineMessages('profile-mails', {
  scheduleTitle: 'Schedule change e-mails',
  scheduleLabel: scheduleMailMessages.label,
  scheduleHint: scheduleMailMessages.hint,
  newsTitle: newsMailMessages.title,
  newsLabel: newsMailMessages.label,
  newsHint: newsMailMessages.hint,
  reminderTitle: reminderMailMessages.title,
  reminderLabel: reminderMailMessages.label,
  reminderHint: reminderMailMessages.hint,
  volunteerReminderTitle: volunteerReminderMailSetting.title,
  volunteerReminderLabel: volunteerReminderMailSetting.label,
  volunteerReminderHint: volunteerReminderMailSetting.hint,
  // The same words for every kind (the spec's for a profile change).
  saved: scheduleMailMessages.saved,
  saveFailed: scheduleMailMessages.saveFailed,
  perTeam: 'In {teamName}: each of your teams has its own setting.',
  loading: 'Loading your e-mail settings…',
})
