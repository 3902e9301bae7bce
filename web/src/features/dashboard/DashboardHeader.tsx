import type { Team } from '@teamspace/domain/team/team.schemas'
import { useEffect, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { TeamPageHeader } from '../../app/page/TeamPageHeader'
import { firstName, greetingFor } from './greeting'

/** A phone may sit on this page all afternoon; checking the clock each minute keeps the greeting true. */
const GREETING_REFRESH_MS = 60_000

function useClock(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

/** The greeting by the time of day where the team plays, whatever zone the phone is set to. */
export function DashboardHeader({ team }: { team: Pick<Team, 'name' | 'ageGroup' | 'timeZone'> }) {
  const user = useSignedInUser()
  const now = useClock(GREETING_REFRESH_MS)
  return (
    <TeamPageHeader
      title={`${greetingFor(now, team.timeZone)}, ${firstName(user.name)}!`}
      subtitle={
        <>
          <span>{team.name}</span> · {team.ageGroup}
        </>
      }
    />
  )
}
