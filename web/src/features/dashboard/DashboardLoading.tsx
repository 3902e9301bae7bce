import { PageLoading } from '../../app/page/page-states'
import { useSignedInUser } from '../../app/signed-in-user'
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
    <PageLoading label="Loading your team’s numbers…">
      <div className="dashboard">
        <TeamNumbers nextEvent={null} />
        <div className="dashboard__row">
          <QuickActions role={user.role} />
        </div>
      </div>
    </PageLoading>
  )
}
