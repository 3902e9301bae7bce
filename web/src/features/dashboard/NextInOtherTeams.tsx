import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { calendarEventTypeLabels } from '@teamspace/domain/calendar/calendar.constants'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useChooseTeam } from '../../app/team/choose-team'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { Button, Card, Notice, Spinner } from '../../ui'
import { TeamTag } from '../../shared/teams/TeamTag'
import { teamTagOf } from '../../shared/teams/team-tag'
import { monthOfTeamEvent, nextInEachTeamQuery } from '../calendar'
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
  const user = useSignedInUser()
  const teamId = useTeamId()
  const chooseTeam = useChooseTeam()
  const { data, isPending, isError, refetch } = useQuery(nextInEachTeamQuery())

  return (
    <Card title="Next in your other teams" className="other-teams">
      {isPending ? (
        <Spinner label="Loading your other teams…" />
      ) : isError ? (
        <Notice tone="error">
          Could not load your other teams.{' '}
          <Button variant="ghost" onClick={() => void refetch()}>
            Try again
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
                    {calendarEventTypeLabels[next.type]} · {formatEventDateTime(next.startsAt, timeZone)}
                  </span>
                </Link>
              ) : (
                <span className="other-teams__none muted">Nothing scheduled yet</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
