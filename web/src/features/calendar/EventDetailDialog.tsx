import { useQuery } from '@tanstack/react-query'
import { takesAttendanceTypes } from '@teamspace/domain/calendar/calendar.constants'
import { calendarEventSummary } from '@teamspace/domain/calendar-feed/calendar-event-summary'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useT } from '../../i18n/use-t'
import { isNotFound } from '../../lib/api'
import { useNow } from '../../lib/use-now'
import { Button, Dialog, Notice } from '../../ui'
import { AvailabilityPanel } from '../availability'
import { EventReminders, ScheduleChangeNotice } from '../reminders'
import { GameLineup } from '../lineups'
import { GameResult } from '../results'
import { MatchPanel } from '../gameday'
import { formatEventDateTime, formatEventTime, hasStarted } from './calendar-view'
import { calendarEventQuery } from './calendar.queries'
import { calendarEventMessages as m } from './calendar-event.messages'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { mapsLink, mapsPlatformOf } from './maps-link'
import { seriesSummary } from './series-summary'
import { EventType } from '../../shared/calendar/EventType'
import '../../ui/scrolling-dialog.css'
import { HistoryButton } from '../../shared/history/HistoryButton'

/** 'Every Tuesday': a summary that starts a line. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

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
  const t = useT()
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
                {t(m.delete)}
              </Button>
              <Button onClick={() => onEdit(event)}>{t(m.edit)}</Button>
            </>
          )}
          <Button variant="primary" onClick={onClose}>
            {t(m.close)}
          </Button>
        </>
      }
    >
      {gone ? (
        <Notice tone="error">{t(calendarNoticesMessages.notFound)}</Notice>
      ) : (
        // A long list of answers scrolls inside the dialog; its buttons stay in reach.
        <div className="event-detail scrolling-form">
          {upcoming && <ScheduleChangeNotice calendarEventId={event.id} />}
          {/* On the day, the match is what the game's page is for: first, above the facts. */}
          {event.type === 'game' && (
            <MatchPanel calendarEventId={event.id} title={calendarEventSummary(event)} startsAt={event.startsAt} />
          )}
          <dl className="event-facts">
            <div>
              <dt>{t(m.type)}</dt>
              <dd>
                <EventType type={event.type} />
              </dd>
            </div>
            <div>
              <dt>{t(m.when)}</dt>
              <dd>
                {formatEventDateTime(event.startsAt, timeZone)}–{formatEventTime(event.endsAt, timeZone)}
              </dd>
            </div>
            {event.series && (
              <div>
                <dt>{t(m.repeats)}</dt>
                <dd>
                  {capitalized(seriesSummary(event.series, t))}
                  {event.series.exception && <span className="muted"> {t(m.changedOnItsOwn)}</span>}
                </dd>
              </div>
            )}
            {event.arriveMinutesEarly > 0 && (
              <div>
                <dt>{t(m.arriveBy)}</dt>
                <dd>
                  {formatEventTime(
                    new Date(Date.parse(event.startsAt) - event.arriveMinutesEarly * 60_000).toISOString(),
                    timeZone,
                  )}{' '}
                  <span className="muted">{t(m.minutesEarlyNote, { minutes: event.arriveMinutesEarly })}</span>
                </dd>
              </div>
            )}
            <div>
              <dt>{t(m.where)}</dt>
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
                      <span className="visually-hidden"> {t(m.opensMaps)}</span>
                    </a>
                  </>
                )}
              </dd>
            </div>
            {event.type === 'game' && event.opponent && (
              <div>
                <dt>{t(m.opponent)}</dt>
                <dd>{event.opponent}</dd>
              </div>
            )}
            <div>
              <dt>{t(m.scheduledBy)}</dt>
              <dd>{event.createdByName}</dd>
            </div>
          </dl>
          {event.description && <p className="event-description">{event.description}</p>}
          {!upcoming && <p className="muted">{t(calendarNoticesMessages.pastLocked)}</p>}
          {event.type === 'game' && (
            <GameResult calendarEventId={event.id} gameName={calendarEventSummary(event)} started={!upcoming} />
          )}
          {event.type === 'game' && (
            <GameLineup calendarEventId={event.id} gameName={calendarEventSummary(event)} timeZone={timeZone} />
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
