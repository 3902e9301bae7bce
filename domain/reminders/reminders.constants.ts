/**
 * Availability reminders and "Got it" for schedule changes (beyond the spec; from the issue "On a phone at the
 * pitch"): the limits and the words, without zod, for the web's pages.
 */

/** How long before a game or practice the families who have not answered are reminded; 0 is off. */
export const reminderLeadHours = [0, 24, 48, 72] as const
export type ReminderLeadHours = (typeof reminderLeadHours)[number]

/** A team that never chose: two days before. */
export const DEFAULT_LEAD_HOURS: ReminderLeadHours = 48

/** A coach reminds by hand at most once per event in this many hours. */
export const MANUAL_REMINDER_GAP_HOURS = 12

export const reminderLeadLabels: Record<ReminderLeadHours, string> = {
  0: 'Off',
  24: '24 hours before',
  48: '48 hours before',
  72: '72 hours before',
}

export const reminderMessages = {
  remindButton: 'Remind the ones who haven’t answered',
  settingTitle: 'Availability reminders',
  notAsking: 'Only upcoming games and practices ask for availability.',
  everyoneAnswered: 'Everyone has answered: there is nobody to remind.',
  /** Refused within 12 hours of the last reminder by hand; the time it may be sent again is added. */
  tooSoon: (again: string) => `A reminder went out less than 12 hours ago. You can send the next one after ${again}.`,
  leadHours: 'Choose Off, 24, 48 or 72 hours.',
  nothingToAcknowledge: 'There is no schedule change to confirm for this event.',
  notFamily: 'Only families with a child on the roster confirm schedule changes.',
  gotIt: 'Got it',
} as const

/** The profile's setting of a member's reminder mails, in one team. */
export const reminderMailMessages = {
  title: 'Availability reminder e-mails',
  label: 'E-mail me when nobody has answered for my child before a game or practice',
  hint: 'One e-mail per event, at the time the team chose, and when a coach reminds by hand.',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
} as const
