import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import { useEventTypeLabel } from './use-event-type-label'
import './event-type.css'

/** The type of a calendar event in its colour (game red, practice blue, team event green), always written out. */
export function EventType({ type }: { type: CalendarEventType }) {
  const label = useEventTypeLabel()
  return (
    <span className={`event-type event-type--${type}`}>
      <span className="event-swatch" aria-hidden="true" />
      {label(type)}
    </span>
  )
}
