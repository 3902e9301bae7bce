import { calendarEventTypeLabels } from '@teamspace/domain/calendar/calendar.constants'
import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import './event-type.css'

/** The type of a calendar event in its colour (game red, practice blue, team event green), always written out. */
export function EventType({ type }: { type: CalendarEventType }) {
  return (
    <span className={`event-type event-type--${type}`}>
      <span className="event-swatch" aria-hidden="true" />
      {calendarEventTypeLabels[type]}
    </span>
  )
}
