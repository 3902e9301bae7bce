import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { calendarEventTypesMessages } from './calendar-shared-event-types.messages'

/** How a type of calendar event is named in the person's language: "Game", "Spiel", "Partido". */
export function useEventTypeLabel(): (type: CalendarEventType) => string {
  const t = useT()
  return (type) => t(calendarEventTypesMessages[type])
}

/** The same outside React (a select's option made by a helper, a printed line). */
export const eventTypeLabel = (type: CalendarEventType): string => translate(calendarEventTypesMessages[type])
