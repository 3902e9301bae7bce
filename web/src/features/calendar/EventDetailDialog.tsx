import { useQuery } from '@tanstack/react-query'
import { calendarMessages, takesAttendanceTypes } from '@teamspace/domain/calendar/calendar.constants'
import { calendarEventSummary } from '@teamspace/domain/calendar-feed/calendar-event-summary'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { isNotFound } from '../../lib/api'
import { useNow } from '../../lib/use-now'
import { Button, Dialog, Notice } from '../../ui'
import { AvailabilityPanel } from '../availability'
import { EventReminders, ScheduleChangeNotice } from '../reminders'
import { GameResult } from '../results'
import { formatEventDateTime, formatEventTime, hasStarted } from './calendar-view'
import { calendarEventQuery } from './calendar.queries'
import { mapsLink, mapsPlatformOf } from './maps-link'
import { EventType } from '../../shared/calendar/EventType'
import '../../ui/scrolling-dialog.css'
import { HistoryButton } from '../../shared/history/HistoryButton'

interface EventDetailDialogProps {
  /** The event as the calendar showed it; the dialog follows it as it changes. */
  event: CalendarEventView
  timeZone: string
  onEdit: (event: CalendarEventView) => void
  onDelete: (event: CalendarEventView) => void
  onClose: () => void
}

/** One calendar event: what, when, where; who is coming to a game or practice; Edit and Delete for its creator. */
export function EventDetailDialog({ event: shown, timeZone, onEdit, onDelete, onClose }: EventDetailDialogProps) {
  const { data, error } = useQuery({ ...calendarEventQuery(shown.id), placeholderData: shown })
  const event = data ?? shown
  const gone = isNotFound(error)
  const now = useNow()
  const upcoming = !hasStarted(event, now)

  return (
    <Dialog
      open
      onClose={onClose}
      title={event.title}
      scrollingBody
      footer={
        <>
          {!gone && <HistoryButton kind="calendar-event" id={event.id} label={event.title} />}
          {event.canEdit && !gone && (
            <>
              <Button variant="danger" onClick={() => onDelete(event)}>
                Delete
              </Button>
              <Button onClick={() => onEdit(event)}>Edit</Button>
            </>
          )}
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {gone ? (
        <Notice tone="error">{calendarMessages.notFound}</Notice>
      ) : (
        // A long list of answers scrolls inside the dialog; its buttons stay in reach.
        <div className="event-detail scrolling-form">
          {upcoming && <ScheduleChangeNotice calendarEventId={event.id} />}
          <dl className="event-facts">
            <div>
              <dt>Type</dt>
              <dd>
                <EventType type={event.type} />
              </dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>
                {formatEventDateTime(event.startsAt, timeZone)}–{formatEventTime(event.endsAt, timeZone)}
              </dd>
            </div>
            {event.series && (
              <div>
                <dt>Repeats</dt>
                <dd>
                  {event.series.summary.charAt(0).toUpperCase() + event.series.summary.slice(1)}
                  {event.series.exception && <span className="muted"> (this one changed on its own)</span>}
                </dd>
              </div>
            )}
            {event.arriveMinutesEarly > 0 && (
              <div>
                <dt>Arrive by</dt>
                <dd>
                  {formatEventTime(
                    new Date(Date.parse(event.startsAt) - event.arriveMinutesEarly * 60_000).toISOString(),
                    timeZone,
                  )}{' '}
                  <span className="muted">({event.arriveMinutesEarly} min early)</span>
                </dd>
              </div>
            )}
            <div>
              <dt>Where</dt>
              <dd>
                {event.location}
                {event.address && (
                  <>
                    <br />
                    <a
                      href={mapsLink(event.address, mapsPlatformOf(navigator.userAgent))}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {event.address}
                      <span className="visually-hidden"> (opens the maps app)</span>
                    </a>
                  </>
                )}
              </dd>
            </div>
            {event.type === 'game' && event.opponent && (
              <div>
                <dt>Opponent</dt>
                <dd>{event.opponent}</dd>
              </div>
            )}
            <div>
              <dt>Scheduled by</dt>
              <dd>{event.createdByName}</dd>
            </div>
          </dl>
          {event.description && <p className="event-description">{event.description}</p>}
          {!upcoming && <p className="muted">{calendarMessages.pastLocked}</p>}
          {event.type === 'game' && (
            <GameResult calendarEventId={event.id} gameName={calendarEventSummary(event)} started={!upcoming} />
          )}
          {takesAttendanceTypes.includes(event.type) && (
            <AvailabilityPanel
              calendarEventId={event.id}
              event={{ title: event.title, startsAt: event.startsAt, timeZone }}
              open={upcoming}
            />
          )}
          {event.canEdit && upcoming && takesAttendanceTypes.includes(event.type) && (
            <EventReminders calendarEventId={event.id} />
          )}
        </div>
      )}
    </Dialog>
  )
}
