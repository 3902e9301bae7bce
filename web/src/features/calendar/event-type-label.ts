import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { calendarTypesMessages } from './calendar-types.messages'

/** How a type of calendar event is named in the person's language. */
export function useEventTypeLabel(): (type: CalendarEventType) => string {
  const t = useT()
  return (type) => t(calendarTypesMessages[type])
}

/** The same outside React (a select's option made by a helper, a printed line). */
export const eventTypeLabel = (type: CalendarEventType): string => translate(calendarTypesMessages[type])
