import { Spinner } from '../../ui'
import { useSignedInUser } from '../../app/signed-in-user'
import { TeamPageHeader } from '../../app/page/TeamPageHeader'
import { QuickActions } from './QuickActions'
import { TeamNumbers } from './TeamNumbers'
import './dashboard.css'

/**
 * While the roster and team load: the cards keep their places, and the Quick Actions, which need no data,
 * already work. The greeting waits for the team's time zone rather than guessing from the phone's.
 */
export function DashboardLoading() {
  const user = useSignedInUser()
  return (
    <>
      <TeamPageHeader title="Dashboard" subtitle={user.teamName} />
      <div className="dashboard">
        <Spinner label="Loading your team’s numbers…" showLabel />
        <TeamNumbers nextEvent={null} />
        <div className="dashboard__row">
          <QuickActions role={user.role} />
        </div>
      </div>
    </>
  )
}
