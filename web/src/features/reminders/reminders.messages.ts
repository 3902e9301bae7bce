import { defineMessages } from '@teamspace/domain/i18n/messages'
import { reminderMessages } from '@teamspace/domain/reminders/reminders.constants'

/** Reminders: the team's setting, a coach's reminder by hand, and an event's schedule-change notice. */
export const remindersMessages = defineMessages('reminders', {
  settingTitle: reminderMessages.settingTitle,
  loadingSetting: 'Loading reminder setting…',
  settingLoadFailed: 'Could not load the reminder setting.',
  tryAgain: 'Try again',
  remindLabel: 'Remind families who haven’t answered',
  settingHint: 'Before each game and practice, the families of children nobody has answered for get one reminder.',
  settingSaved: 'Reminder setting saved.',
  settingSaveFailed: 'Failed to save the setting. Please try again.',
  reminders: 'Reminders',
  remindButton: reminderMessages.remindButton,
  reminded:
    'Reminded the families of {children, plural, one {# child} other {# children}} ({members, plural, one {# member} other {# members}}).',
  remindFailed: 'Could not send the reminder. Please try again.',
  everyoneAnswered: 'Everyone has answered.',
  notAnswered: '{count, plural, one {# child not answered} other {# children not answered}}',
  notAnsweredNoneLinked:
    '{count, plural, one {# child not answered (no linked family)} other {# children not answered (none has a linked family)}}',
  notAnsweredSomeUnlinked:
    '{count, plural, one {# child not answered} other {# children not answered}} ({unlinked, plural, one {# has} other {# have}} no linked family)',
  nobodyToRemind: 'nobody to remind',
  willBeReminded: '{count, plural, one {# family member will be reminded} other {# family members will be reminded}}',
  seenBy: 'Seen by {seen} of {total}',
  thisOne: '{type, select, game {This game} practice {This practice} other {This event}}',
  named: '{type, select, game {The game “{title}”} practice {The practice “{title}”} other {The event “{title}”}}',
  moved: '{what} moved to {when} (was {before}).',
  relocated: '{what} is now at {place} (was {previous}).',
  movedAndRelocated: '{what} moved to {when} (was {before}) and is now at {place} (was {previous}).',
  changed: '{what} changed.',
  noPlace: 'no place given',
  gotIt: reminderMessages.gotIt,
  gotItWaiting: 'Got it · waiting for signal',
  keptGotIt: '“Got it” – {event}',
  aScheduleChange: 'a schedule change',
  gotItFailed: 'Could not save that. Please try again.',
  seenMoved: 'Moved',
  seenRelocated: 'Changed place',
  notYet: 'Not yet: {names}',
})
