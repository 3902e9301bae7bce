import { Link } from '@tanstack/react-router'
import type { MyTeam } from '@teamspace/domain/account/account.schemas'
import { roleLabels } from '@teamspace/domain/shared/roles'
import { Card } from '../../ui'

/**
 * A team address that is not one of the person's teams (a link meant for someone else, or a team they have left):
 * said plainly, with the way to their own teams. Nothing of any team is shown.
 */
export function TeamNotFound({ teams }: { teams: readonly MyTeam[] }) {
  return (
    <main id="main" className="app-main" tabIndex={-1}>
      <div role="alert">
        <Card title="Team not found" className="error-state error-state--quiet">
          <div className="error-state__body">
            <p className="error-state__text">This team does not exist, or you are not a member of it.</p>
            {teams.length > 0 && (
              <nav aria-label="Your teams">
                <ul className="team-not-found__teams">
                  {teams.map((team) => (
                    <li key={team.teamId}>
                      <Link to="/t/$teamId/dashboard" params={{ teamId: team.teamId }}>
                        {team.teamName}
                      </Link>{' '}
                      <span className="team-not-found__role">
                        {team.ageGroup} · {roleLabels[team.role]}
                      </span>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </Card>
      </div>
    </main>
  )
}
