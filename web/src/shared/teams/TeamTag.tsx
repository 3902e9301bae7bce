import type { TeamTagView } from './team-tag'
import './team-tag.css'

/**
 * A small label with a team's name in the team's colour, where one list mixes the person's teams (the calendar of
 * all their teams, the dashboard's other teams, their sign-ups in every team).
 */
export function TeamTag({ team }: { team: TeamTagView }) {
  return (
    <span className={`team-tag team-tag--${team.tone}`} title={team.name}>
      {team.name}
    </span>
  )
}
