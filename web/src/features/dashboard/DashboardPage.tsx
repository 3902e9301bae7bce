import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { can } from '@teamspace/domain/shared/permissions'
import { useSignedInUser } from '../../app/signed-in-user'
import { useNow } from '../../lib/use-now'
import { formatEventDate } from '../../shared/calendar/event-dates'
import { nextEvents, calendarListQuery, useCalendarDialogs } from '../calendar'
import { ScheduleChangeNotice } from '../reminders'
import { SeasonRecord } from '../results'
import { playersQuery } from '../roster'
import { InviteCard } from './InviteCard'
import { LatestNews } from './LatestNews'
import { NextInOtherTeams } from './NextInOtherTeams'
import { QuickActions } from './QuickActions'
import { TeamNumbers } from './TeamNumbers'
import { TopPerformers } from './TopPerformers'
import { teamSummary } from './team-summary'
import { UpcomingEvents } from './UpcomingEvents'
import './dashboard.css'

// Game day's cards come after the first screen's words: their code loads once the page is shown.
const LiveScoreCard = lazy(() => import('../gameday').then((gameday) => ({ default: gameday.LiveScoreCard })))
const NextGameLineup = lazy(() => import('../lineups').then((lineups) => ({ default: lineups.NextGameLineup })))

export function DashboardPage() {
  const user = useSignedInUser()
  // The same query keys as the roster, stats and calendar pages, so the live socket's notices refresh these too.
  const { data: players } = useSuspenseQuery(playersQuery())
  const { data: calendar } = useSuspenseQuery(calendarListQuery())
  const now = useNow()
  const upcoming = nextEvents(calendar.upcoming, now)
  const next = upcoming[0]
  // The next game not yet started, however many other events come before it.
  const nextGame = nextEvents(calendar.upcoming, now, calendar.upcoming.length).find((event) => event.type === 'game')
  const { openSchedule, openDetail, dialogs } = useCalendarDialogs({
    today: calendar.today,
    timeZone: calendar.timeZone,
  })

  return (
    <div className="dashboard">
      <Suspense fallback={null}>
        <LiveScoreCard />
      </Suspense>
      <TeamNumbers
        summary={teamSummary(players)}
        nextEvent={next ? formatEventDate(next.startsAt, calendar.timeZone) : null}
      />
      {next && <ScheduleChangeNotice calendarEventId={next.id} familiesOnly />}
      {/* Top Performers only once there are players (spec §2). */}
      <div className={players.length > 0 ? 'dashboard__row dashboard__row--split' : 'dashboard__row'}>
        <UpcomingEvents
          events={upcoming}
          timeZone={calendar.timeZone}
          onOpen={openDetail}
          onSchedule={can(user.role, 'calendar.manage') ? () => openSchedule() : undefined}
        />
        {players.length > 0 && <TopPerformers players={players} />}
      </div>
      {nextGame && (
        <Suspense fallback={null}>
          <NextGameLineup game={nextGame} timeZone={calendar.timeZone} />
        </Suspense>
      )}
      <div className="dashboard__row">
        <SeasonRecord />
      </div>
      <NextInOtherTeams />
      <div className="dashboard__row">
        <LatestNews />
      </div>
      <div className="dashboard__row">
        <QuickActions role={user.role} />
      </div>
      <InviteCard role={user.role} />
      {dialogs}
    </div>
  )
}
