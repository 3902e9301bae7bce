import { useT } from '../../i18n/use-t'
import { Card } from '../../ui'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { useEventTypeLabel } from '../../shared/calendar/use-event-type-label'

const kinds = [
  { type: 'game', text: m.helpGame },
  { type: 'practice', text: m.helpPractice },
  { type: 'event', text: m.helpEvent },
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
  const t = useT()
  const typeLabel = useEventTypeLabel()
  return (
    <Card title={t(m.helpTitle)} className="calendar-help">
      <dl className="calendar-help__kinds">
        {kinds.map((kind) => (
          <div key={kind.type} className={`calendar-help__kind calendar-help__kind--${kind.type}`}>
            <dt>
              <span className={`event-swatch event-swatch--${kind.type}`} aria-hidden="true" />
              {typeLabel(kind.type)}
            </dt>
            <dd>{t(kind.text)}</dd>
          </div>
        ))}
      </dl>
      <p className="calendar-help__tip">{schedules ? t(m.helpSchedules) : t(m.helpFamilies)}</p>
      <p className="calendar-help__tip">
        {allTeams ? t(m.helpAllTeamsZones) : t(m.helpTeamZone, { zone: timeZone.replaceAll('_', ' ') })}
      </p>
    </Card>
  )
}
