import { calendarEventTypeLabels } from '@teamspace/domain/calendar/calendar.constants'
import { Card } from '../../ui'

const kinds = [
  {
    type: 'game',
    text: 'A match against another team, with the opponent named. Families say whether their child can play, and coaches take attendance.',
  },
  {
    type: 'practice',
    text: 'A training session. Families say whether their child is coming, and coaches take attendance.',
  },
  {
    type: 'event',
    text: 'Anything else the team does together: a party, a meeting, a fundraiser, photo day.',
  },
] as const

/** What the calendar holds and how to use it (spec §2: the help panel). */
export function CalendarHelp({
  schedules,
  timeZone,
  allTeams = false,
}: {
  schedules: boolean
  timeZone: string
  /** The calendar of all the person's teams: each event's time is in its own team's zone. */
  allTeams?: boolean
}) {
  return (
    <Card title="About the calendar" className="calendar-help">
      <dl className="calendar-help__kinds">
        {kinds.map((kind) => (
          <div key={kind.type} className={`calendar-help__kind calendar-help__kind--${kind.type}`}>
            <dt>
              <span className={`event-swatch event-swatch--${kind.type}`} aria-hidden="true" />
              {calendarEventTypeLabels[kind.type]}
            </dt>
            <dd>{kind.text}</dd>
          </div>
        ))}
      </dl>
      <p className="calendar-help__tip">
        {schedules
          ? 'Click a day to schedule an event on it (on a phone, tap the day, then Add event). Only the coach who scheduled an event can change or delete it, and only before it starts.'
          : 'Tap an event to see the details and to tell the coaches whether your child is coming.'}
      </p>
      <p className="calendar-help__tip">
        {allTeams
          ? 'Each event’s time is in its team’s time zone.'
          : `Times are in the team’s time zone, ${timeZone.replaceAll('_', ' ')}.`}
      </p>
    </Card>
  )
}
