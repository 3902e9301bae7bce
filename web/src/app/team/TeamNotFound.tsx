import { Link } from '@tanstack/react-router'
import type { MyTeam } from '@teamspace/domain/account/account.schemas'
import { useT } from '../../i18n/use-t'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Card } from '../../ui'
import { teamNotFoundMessages as m } from './team-not-found.messages'

/**
 * A team address that is not one of the person's teams (a link meant for someone else, or a team they have left):
 * said plainly, with the way to their own teams. Nothing of any team is shown.
 */
export function TeamNotFound({ teams }: { teams: readonly MyTeam[] }) {
  const t = useT()
  const roleLabel = useRoleLabel()
  return (
    <main id="main" className="app-main" tabIndex={-1}>
      <div role="alert">
        <Card title={t(m.title)} className="error-state error-state--quiet">
          <div className="error-state__body">
            <p className="error-state__text">{t(m.text)}</p>
            {teams.length > 0 && (
              <nav aria-label={t(m.yourTeams)}>
                <ul className="team-not-found__teams">
                  {teams.map((team) => (
                    <li key={team.teamId}>
                      <Link to="/t/$teamId/dashboard" params={{ teamId: team.teamId }}>
                        {team.teamName}
                      </Link>{' '}
                      <span className="team-not-found__role">
                        {team.ageGroup} · {roleLabel(team.role)}
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
