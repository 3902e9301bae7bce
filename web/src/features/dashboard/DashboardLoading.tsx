import { PageLoading } from '../../app/page/page-states'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { dashboardMessages as m } from './dashboard.messages'
import { QuickActions } from './QuickActions'
import { TeamNumbers } from './TeamNumbers'
import './dashboard.css'

/**
 * While the roster and team load: the cards keep their places, and the Quick Actions, which need no data,
 * already work. The greeting waits for the team's time zone rather than guessing from the phone's.
 */
export function DashboardLoading() {
  const t = useT()
  const user = useSignedInUser()
  return (
    <PageLoading label={t(m.loading)}>
      <div className="dashboard">
        <TeamNumbers nextEvent={null} />
        <div className="dashboard__row">
          <QuickActions role={user.role} />
        </div>
      </div>
    </PageLoading>
  )
}
