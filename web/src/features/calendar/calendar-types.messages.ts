import { defineMessages } from '@teamspace/domain/i18n/messages'
import { calendarEventTypeLabels } from '@teamspace/domain/calendar/calendar.constants'

/** How each type of calendar event is named beside its colour: the spec's words (calendar.constants.ts) in English. */
export const calendarTypesMessages = defineMessages('calendar-types', calendarEventTypeLabels)
