import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import { historyMessages } from '@teamspace/domain/history/history.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/**
 * The calendar's notices the pages show in the spec's words (calendar.constants.ts): an empty list, the delete
 * confirmation, what failed. The form's field checks are the shared schema's, translated with it.
 */
export const calendarNoticesMessages = defineMessages('calendar-notices', {
  noUpcoming: calendarMessages.noUpcoming,
  confirmDelete: calendarMessages.confirmDelete,
  deleteFailed: calendarMessages.deleteFailed,
  saveFailed: calendarMessages.saveFailed,
  notFound: calendarMessages.notFound,
  pastLocked: calendarMessages.pastLocked,
  changedMeanwhile: calendarMessages.changedMeanwhile,
  datePast: calendarMessages.datePast,
  historyLoadFailed: historyMessages.loadFailed,
})
