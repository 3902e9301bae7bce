import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useChooseTeam } from '../../app/team/choose-team'
import { useT } from '../../i18n/use-t'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { Button, Card, Notice, Spinner } from '../../ui'
import { TeamTag } from '../../shared/teams/TeamTag'
import { teamTagOf } from '../../shared/teams/team-tag'
import { monthOfTeamEvent, nextInEachTeamQuery, useEventTypeLabel } from '../calendar'
import { dashboardMessages as m } from './dashboard.messages'
import { otherTeamsNext } from './other-teams'

/**
 * For someone in several teams: each of their other teams with its next event (in that team's time zone), which
 * opens in its team. Nobody in one team sees it.
 */
export function NextInOtherTeams() {
  const user = useSignedInUser()
  if (user.teams.length < 2) return null
  return <NextInOtherTeamsCard />
}

function NextInOtherTeamsCard() {
  const t = useT()
  const typeLabel = useEventTypeLabel()
  const user = useSignedInUser()
  const teamId = useTeamId()
  const chooseTeam = useChooseTeam()
  const { data, isPending, isError, refetch } = useQuery(nextInEachTeamQuery())

  return (
    <Card title={t(m.otherTeams)} className="other-teams">
      {isPending ? (
        <Spinner label={t(m.loadingOtherTeams)} />
      ) : isError ? (
        <Notice tone="error">
          {t(m.otherTeamsFailed)}{' '}
          <Button variant="ghost" onClick={() => void refetch()}>
            {t(m.tryAgain)}
          </Button>
        </Notice>
      ) : (
        <ul className="other-teams__list">
          {otherTeamsNext(data, teamId).map(({ teamId: otherId, teamName, timeZone, next }) => (
            <li key={otherId} className="other-teams__item">
              <TeamTag team={teamTagOf(user.teams, otherId, teamName)} />
              {next ? (
                <Link
                  to="/t/$teamId/calendar"
                  params={{ teamId: otherId }}
                  search={{ event: next.id, month: monthOfTeamEvent(next) }}
                  className="other-teams__event"
                  onClick={() => chooseTeam(otherId)}
                >
                  <span className="other-teams__title">{next.title}</span>
                  <span className="other-teams__when muted">
                    {typeLabel(next.type)} · {formatEventDateTime(next.startsAt, timeZone)}
                  </span>
                </Link>
              ) : (
                <span className="other-teams__none muted">{t(m.nothingScheduled)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
