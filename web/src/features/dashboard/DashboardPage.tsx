import { useSuspenseQuery } from '@tanstack/react-query'
import { useSignedInUser } from '../../app/signed-in-user'
import { playersQuery } from '../roster/roster.queries'
import { InviteCard } from './InviteCard'
import { QuickActions } from './QuickActions'
import { TeamNumbers } from './TeamNumbers'
import { TopPerformers } from './TopPerformers'
import { teamSummary } from './team-summary'
import './dashboard.css'

// There is no calendar yet. The calendar feature will load the team's next calendar event alongside the roster
// (in the route loader) and hand its date to TeamNumbers here; until then the card says 'No events'.
const nextEvent = null

export function DashboardPage() {
  const user = useSignedInUser()
  // The same query keys as the roster and stats pages, so the live socket's 'players' notices refresh these numbers.
  const { data: players } = useSuspenseQuery(playersQuery())

  return (
    <div className="dashboard">
      <TeamNumbers summary={teamSummary(players)} nextEvent={nextEvent} />
      {/* Top Performers only once there are players (spec §2); until then the Quick Actions take the row. */}
      <div className={players.length > 0 ? 'dashboard__row dashboard__row--split' : 'dashboard__row'}>
        <QuickActions role={user.role} />
        {players.length > 0 && <TopPerformers players={players} />}
      </div>
      <InviteCard role={user.role} />
    </div>
  )
}
