import { availabilityMessages } from '@teamspace/domain/availability/availability.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Who is coming to a game or practice: the panel, the counts, a family's answer for each child. */
export const availabilityPanelMessages = defineMessages('availability', {
  title: 'Availability',
  notKeptOffline: 'Who is coming was not saved on this phone. It will load when you are back online.',
  loading: 'Loading availability…',
  loadFailed: 'Could not load who is coming.',
  tryAgain: 'Try again',
  familiesAnswer: 'Families answer here for their own children.',
  notOpen: availabilityMessages.notOpen,
  answersSoFar: 'Answers so far',
  group: '{label} ({count})',
  going: '{count, plural, other {# going}}',
  maybe: '{count} maybe',
  notGoing: '{count, plural, other {# not going}}',
  noAnswer: '{count} no answer',
  isComing: 'Is {name} coming?',
  note: 'Note for the coaches (optional)',
  saveNote: 'Save Note',
  waiting: 'Waiting for signal',
  noteSaved: '✓ Note saved',
  saved: '✓ Saved',
  saveFailed: availabilityMessages.saveFailed,
  kept: '{answer} for {name} – {event}',
})
