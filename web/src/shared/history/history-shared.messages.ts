import { defineMessages } from '@teamspace/domain/i18n/messages'
import { historyMessages } from '@teamspace/domain/history/history.constants'

/** The words of an item's history, the team's activity states, and a page seen as of a past day. */
export const historySharedMessages = defineMessages('history-shared', {
  history: 'History',
  historyOf: 'History of {label}',
  historyTitle: 'History: {label}',
  historyDescription: 'Every change, who made it and when, newest first.',
  close: 'Close',
  loading: 'Loading the history…',
  loadFailed: historyMessages.loadFailed,
  empty: historyMessages.empty,
  itemEmpty: historyMessages.itemEmpty,
  viewingAsOf:
    'Viewing {what, select, roster {the roster} statistics {the statistics} calendar {the calendar} other {{text}}} as of {day} — read-only',
  backToNow: 'Back to now',
  viewPastDay: 'View a past day',
  viewAsOf: 'View as of',
  show: 'Show',
})
