import { useQuery } from '@tanstack/react-query'
import { isBeforeToday } from '@teamspace/domain/calendar/calendar.constants'
import type { CalendarEventView, MyCalendarEvent } from '@teamspace/domain/calendar/calendar.schemas'
import { useId, useState } from 'react'
import { useT, type Translate } from '../../i18n/use-t'
import { useMediaQuery } from '../../lib/use-media-query'
import { useNow } from '../../lib/use-now'
import { Button, Notice, Spinner } from '../../ui'
import { cx } from '../../ui/cx'
import { TeamTag } from '../../shared/teams/TeamTag'
import type { TeamTagView as Tag } from '../../shared/teams/team-tag'
import { zoneOfTeamEvent } from './all-teams'
import {
  dayOfMonth,
  dayPreview,
  eventsByDay,
  formatEventTimeRange,
  hasStarted,
  monthOf,
  monthRange,
  monthTitle,
  monthWeeks,
  moreLabel,
  shiftMonth,
  spokenDay,
  weekdays,
  type MonthKey,
} from './calendar-view'
import { allTeamsCalendarQuery, calendarRangeQuery } from './calendar.queries'
import { DayEvents } from './DayEvents'
import type { CardEvent } from './EventCard'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { useEventTypeLabel } from '../../shared/calendar/use-event-type-label'
import { RepeatMark } from './RepeatMark'

/** From this width a day shows its events in the grid; below it, coloured dots and the chosen day's list. */
const wideGrid = '(min-width: 48rem)'

interface MonthViewProps {
  month: MonthKey
  today: string
  timeZone: string
  /** Coaches: a click on a day (today or later) opens the form for a new event on it. */
  onSchedule: ((date: string) => void) | undefined
  onOpen: (event: CalendarEventView) => void
  onMonthChange: (month: MonthKey) => void
}

/** The team's month: its events of the weeks shown, in the team's zone. */
export function MonthView({ timeZone, ...props }: MonthViewProps) {
  const query = useQuery(calendarRangeQuery(monthRange(props.month)))
  const events = query.data ? [...query.data.past, ...query.data.upcoming] : undefined
  return <MonthGrid {...props} events={events} query={query} zoneOf={() => timeZone} />
}

interface AllTeamsMonthViewProps extends Omit<MonthViewProps, 'timeZone' | 'onOpen' | 'onSchedule'> {
  teamOf: (event: MyCalendarEvent) => Tag
  onOpen: (event: MyCalendarEvent) => void
}

/** The month of all the person's teams: every event named with its team, in its team's zone. Nobody schedules here. */
export function AllTeamsMonthView(props: AllTeamsMonthViewProps) {
  const query = useQuery(allTeamsCalendarQuery(monthRange(props.month)))
  return <MonthGrid {...props} onSchedule={undefined} events={query.data} query={query} zoneOf={zoneOfTeamEvent} />
}

interface MonthGridProps<E extends CardEvent> extends Omit<MonthViewProps, 'timeZone' | 'onOpen'> {
  events: readonly E[] | undefined
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> }
  zoneOf: (event: E) => string
  teamOf?: ((event: E) => Tag) | undefined
  onOpen: (event: E) => void
}

/** The month grid, Sunday to Saturday, with previous / next / Today and the chosen day's events below it. */
function MonthGrid<E extends CardEvent>({
  month,
  today,
  onSchedule,
  onOpen,
  onMonthChange,
  events: data,
  query: { isPending, isError, isFetching, refetch },
  zoneOf,
  teamOf,
}: MonthGridProps<E>) {
  const t = useT()
  const typeLabel = useEventTypeLabel()
  const titleId = useId()
  const wide = useMediaQuery(wideGrid)
  const [chosen, setChosen] = useState<string | null>(null)
  const now = useNow()

  const byDay = eventsByDay(data ?? [], zoneOf)
  const selected = chosen !== null && monthOf(chosen) === month ? chosen : monthOf(today) === month ? today : null

  const pressDay = (date: string) => {
    if (wide && onSchedule && !isBeforeToday(date, today)) onSchedule(date)
    else setChosen(date)
  }

  return (
    <div className="month-view">
      <div className="month-view__bar">
        <h2 id={titleId} className="month-view__title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        {isFetching && <Spinner size="small" label={t(m.loadingEvents)} />}
        <div className="month-view__nav">
          <Button aria-label={t(m.previousMonth)} onClick={() => onMonthChange(shiftMonth(month, -1))}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button onClick={() => onMonthChange(monthOf(today))} disabled={monthOf(today) === month}>
            {t(m.today)}
          </Button>
          <Button aria-label={t(m.nextMonth)} onClick={() => onMonthChange(shiftMonth(month, 1))}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>

      {isError && !data && (
        <Notice tone="error">
          <p>{t(m.monthLoadFailed)}</p>
          <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
        </Notice>
      )}

      <table className="month-grid" aria-labelledby={titleId} aria-busy={isPending || undefined}>
        <thead>
          <tr>
            {weekdays().map((day) => (
              <th key={day.short} scope="col">
                <abbr title={day.long}>{day.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const events = byDay.get(date) ?? []
                const { shown, more } = dayPreview(events)
                const schedules = wide && onSchedule !== undefined && !isBeforeToday(date, today)
                return (
                  <td
                    key={date}
                    className={cx(
                      'month-day',
                      monthOf(date) !== month && 'month-day--outside',
                      date === today && 'month-day--today',
                      date === selected && 'month-day--selected',
                      isBeforeToday(date, today) && 'month-day--past',
                    )}
                  >
                    <button
                      type="button"
                      className="month-day__button"
                      aria-current={date === today ? 'date' : undefined}
                      aria-pressed={schedules ? undefined : date === selected}
                      aria-label={dayLabel(t, typeLabel, date, events, schedules, teamOf)}
                      onClick={() => pressDay(date)}
                    >
                      <span className="month-day__number" aria-hidden="true">
                        {dayOfMonth(date)}
                      </span>
                      {events.length > 0 && (
                        <span className="month-day__dots" aria-hidden="true">
                          {events.slice(0, 3).map((event) => (
                            <span key={event.id} className={`event-swatch event-swatch--${event.type}`} />
                          ))}
                          {events.length > 3 && <span className="month-day__dots-more">+</span>}
                        </span>
                      )}
                    </button>
                    {wide && events.length > 0 && (
                      <div className="month-day__events">
                        {shown.map((event) => (
                          <button
                            key={event.id}
                            type="button"
                            className={cx(
                              'event-chip',
                              `event-chip--${event.type}`,
                              hasStarted(event, now) && 'event-chip--past',
                            )}
                            onClick={() => onOpen(event)}
                          >
                            {teamOf && <TeamTag team={teamOf(event)} />}
                            <span className="event-chip__meta">
                              {typeLabel(event.type)} ·{' '}
                              {formatEventTimeRange(event.startsAt, event.endsAt, zoneOf(event))}
                            </span>
                            <span className="event-chip__title">
                              {event.title}
                              {event.series && <RepeatMark series={event.series} />}
                            </span>
                          </button>
                        ))}
                        {more > 0 && (
                          <button
                            type="button"
                            className="event-more"
                            aria-label={t(m.moreOnDay, { count: more, day: spokenDay(date) })}
                            onClick={() => setChosen(date)}
                          >
                            {moreLabel(more)}
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {selected && (
        <DayEvents
          date={selected}
          events={byDay.get(selected) ?? []}
          zoneOf={zoneOf}
          teamOf={teamOf}
          onOpen={onOpen}
          onSchedule={onSchedule && !isBeforeToday(selected, today) ? () => onSchedule(selected) : undefined}
        />
      )}
    </div>
  )
}

/** What a day's button says: the day, how many events it holds, and for a coach on a wide screen what it does. */
function dayLabel<E extends CardEvent>(
  t: Translate,
  typeLabel: (type: E['type']) => string,
  date: string,
  events: readonly E[],
  schedules: boolean,
  teamOf?: (event: E) => Tag,
): string {
  const count =
    events.length === 0
      ? t(m.dayNoEvents)
      : t(m.dayEvents, {
          count: events.length,
          types: events
            .map((event) =>
              teamOf
                ? t(m.typeOfTeam, { type: typeLabel(event.type), team: teamOf(event).name })
                : typeLabel(event.type),
            )
            .join(', '),
        })
  const values = { day: spokenDay(date), events: count }
  return schedules ? t(m.dayToSchedule, values) : t(m.day, values)
}
