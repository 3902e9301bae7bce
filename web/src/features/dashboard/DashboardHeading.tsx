import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { teamQuery } from '../team'
import { dashboardMessages as m } from './dashboard.messages'
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

/**
 * The greeting by the time of day where the team plays, whatever zone the phone is set to. Until the team (and so
 * its time zone) has loaded, the page is just the Dashboard rather than a guess from the phone's clock.
 */
export function DashboardGreeting() {
  const t = useT()
  const user = useSignedInUser()
  const now = useClock(GREETING_REFRESH_MS)
  const { data: team } = useQuery(teamQuery())
  return team
    ? t(m.greeting, { greeting: greetingFor(now, team.timeZone), name: firstName(user.name) })
    : t(m.dashboard)
}

/** The team and its age group, or the team's name from the session while the team loads. */
export function DashboardTeamLine() {
  const user = useSignedInUser()
  const { data: team } = useQuery(teamQuery())
  if (!team) return user.teamName
  return (
    <>
      <span>{team.name}</span> · {team.ageGroup}
    </>
  )
}
