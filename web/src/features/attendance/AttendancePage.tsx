import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AttendanceOverview } from '@teamspace/domain/attendance/attendance.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { useState, useTransition } from 'react'
import { useT } from '../../i18n/use-t'
import { useTakeRefusedDraft } from '../../lib/outbox/drafts'
import { PageEmpty } from '../../app/page/page-states'
import { useSignedInUser } from '../../app/signed-in-user'
import { Card, Field } from '../../ui'
import { CalendarIcon } from '../../ui/icons'
import { defaultEventId, eventOptionLabel, percentageLabel } from './attendance-view'
import { attendancePageMessages as m } from './attendance.messages'
import { attendanceOverviewQuery } from './attendance.queries'
import { attendanceSheetForm, TakeAttendance } from './TakeAttendance'
import { SeasonPicker } from '../results'
import './attendance.css'
import { useTeamId } from '../../app/team/team-context'

/** Attendance: the tiles, an event's statuses (taken by coaches), and each player's share of present. */
export function AttendancePage() {
  const t = useT()
  const teamId = useTeamId()
  const user = useSignedInUser()
  const saves = can(user.role, 'attendance.save')
  // A past season is read-only; switching keeps the page on screen while the other season loads.
  const [seasonId, setSeasonId] = useState<string | null>(null)
  const [switching, startSwitch] = useTransition()
  const { data: overview } = useSuspenseQuery(attendanceOverviewQuery(seasonId))
  const [chosen, setChosen] = useState<string | null>(null)
  const [opened] = useState(() => new Date())

  // A sheet refused on a later send, brought back by "Edit": its event is chosen, once (the sheet takes its statuses).
  useTakeRefusedDraft(saves && seasonId === null ? attendanceSheetForm : undefined, (kept) => {
    if (overview.events.some((event) => event.calendarEventId === kept.values.calendarEventId))
      setChosen(kept.values.calendarEventId)
  })

  const known = overview.events.some((event) => event.calendarEventId === chosen)
  const eventId = known ? chosen : defaultEventId(overview.events, opened)

  return (
    <div className="attendance-page" aria-busy={switching || undefined}>
      <SeasonPicker
        className="attendance-season"
        value={seasonId}
        onChange={(next) => startSwitch(() => setSeasonId(next))}
      />
      {seasonId !== null && <p className="muted">{t(m.pastSeason)}</p>}
      <AttendanceTiles overview={overview} />
      {overview.events.length === 0 || eventId === null ? (
        <PageEmpty
          icon={<CalendarIcon size={40} />}
          title={t(m.noEventsTitle)}
          text={t(m.noEvents)}
          action={
            <Link to="/t/$teamId/calendar" params={{ teamId }} className="btn btn--primary">
              {t(m.goToCalendar)}
            </Link>
          }
        />
      ) : (
        <div className="attendance-layout">
          <Card title={t(m.takeAttendance)} className="attendance-take">
            <div className="stack">
              <Field label={t(m.event)}>
                {(control) => (
                  <select {...control} value={eventId} onChange={(event) => setChosen(event.target.value)}>
                    {overview.events.map((event) => (
                      <option key={event.calendarEventId} value={event.calendarEventId}>
                        {eventOptionLabel(event)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {/* Each event starts from what the server says of it; edits to one never carry to another. */}
              <TakeAttendance
                key={eventId}
                calendarEventId={eventId}
                saves={!saves ? 'member' : seasonId !== null ? 'past' : true}
                title={overview.events.find((event) => event.calendarEventId === eventId)?.title ?? t(m.anEvent)}
              />
            </div>
          </Card>
          <PlayerStats overview={overview} />
        </div>
      )}
    </div>
  )
}

function AttendanceTiles({ overview }: { overview: AttendanceOverview }) {
  const t = useT()
  return (
    <dl className="attendance-tiles" aria-label={t(m.atAGlance)}>
      <div className="attendance-tile">
        <dt>{t(m.totalEvents)}</dt>
        <dd>{overview.totalEvents}</dd>
      </div>
      <div className="attendance-tile">
        <dt>{t(m.averageAttendance)}</dt>
        <dd>
          {overview.averageAttendance === null ? (
            // Before any record, a dash: "0%" would read as nobody came.
            <>
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">{t(m.noneRecorded)}</span>
            </>
          ) : (
            t(m.percentage, { percentage: overview.averageAttendance })
          )}
        </dd>
      </div>
      <div className="attendance-tile">
        <dt>{t(m.totalPlayers)}</dt>
        <dd>{overview.totalPlayers}</dd>
      </div>
    </dl>
  )
}

/** Each player's rounded share of present (spec §9), with the way to the calendar and the roster. */
function PlayerStats({ overview }: { overview: AttendanceOverview }) {
  const t = useT()
  const teamId = useTeamId()
  return (
    <Card title={t(m.playerStats)} className="attendance-stats">
      {overview.players.length === 0 ? (
        <p className="muted">{t(m.noPlayers)}</p>
      ) : (
        <ul className="attendance-stats__list">
          {overview.players.map((player) => (
            <li key={player.playerId} className="attendance-stats__row">
              <span className="attendance-stats__name">{player.playerName}</span>
              <span className="attendance-stats__figure">
                <strong>{percentageLabel(player.percentage)}</strong>
                {player.total > 0 && (
                  <span className="attendance-stats__of">
                    {t(m.presentOf, { present: player.present, total: player.total })}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <nav className="attendance-links" aria-label={t(m.relatedPages)}>
        <Link to="/t/$teamId/calendar" params={{ teamId }} className="btn btn--ghost">
          {t(m.teamCalendar)}
        </Link>
        <Link to="/t/$teamId/players" params={{ teamId }} className="btn btn--ghost">
          {t(m.teamPlayers)}
        </Link>
      </nav>
    </Card>
  )
}
