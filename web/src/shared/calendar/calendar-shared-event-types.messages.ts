import { calendarEventTypeLabels } from '@teamspace/domain/calendar/calendar.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/**
 * How each type of calendar event is named on screen: the spec's words (domain/calendar/calendar.constants.ts) in
 * English.
 */
export const calendarEventTypesMessages = defineMessages('calendar-shared-event-types', calendarEventTypeLabels)
