import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSignedInUser } from '../../app/signed-in-user'
import { useChooseTeam } from '../../app/team/choose-team'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { Button, Card, Notice, Spinner } from '../../ui'
import { TeamTag } from '../../shared/teams/TeamTag'
import { teamTagOf } from '../../shared/teams/team-tag'
import { NeedType } from './NeedType'
import { needGroupId } from './volunteers-view'
import { allTeamsSignUpsQuery } from './volunteers.queries'
import { volunteersMessages } from './volunteers.messages'

/**
 * For someone in several teams: what they have promised to help with in every team, soonest first, each named
 * with its team and leading to the need in its team. Nobody in one team sees it.
 */
export function AllTeamsSignUps() {
  const user = useSignedInUser()
  if (user.teams.length < 2) return null
  return <AllTeamsSignUpsCard />
}

function AllTeamsSignUpsCard() {
  const user = useSignedInUser()
  const teamId = useTeamId()
  const chooseTeam = useChooseTeam()
  const t = useT()
  const { data, isPending, isError, refetch } = useQuery(allTeamsSignUpsQuery())

  return (
    <Card title={t(volunteersMessages.allTeamsSignUps)} className="my-sign-ups">
      {isPending ? (
        <Spinner label={t(volunteersMessages.loadingSignUps)} />
      ) : isError ? (
        <Notice tone="error">
          {t(volunteersMessages.signUpsFailed)}{' '}
          <Button variant="ghost" onClick={() => void refetch()}>
            {t(volunteersMessages.tryAgain)}
          </Button>
        </Notice>
      ) : data.length === 0 ? (
        <p className="muted">{t(volunteersMessages.notSignedUpInAnyTeam)}</p>
      ) : (
        <ul className="my-sign-ups__list">
          {data.map((signUp) => (
            <li key={`${signUp.teamId}/${signUp.needId}`}>
              <Link
                to="/t/$teamId/volunteers"
                params={{ teamId: signUp.teamId }}
                hash={needGroupId(signUp.calendarEventId)}
                className="my-sign-ups__item my-sign-ups__link"
                onClick={() => {
                  if (signUp.teamId !== teamId) chooseTeam(signUp.teamId)
                }}
              >
                <TeamTag team={teamTagOf(user.teams, signUp.teamId, signUp.teamName)} />
                <NeedType type={signUp.type} />
                <span className="my-sign-ups__title">{signUp.title}</span>
                <span className="my-sign-ups__when">{formatEventDateTime(signUp.startsAt, signUp.timeZone)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
