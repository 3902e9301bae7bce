import type { MyTeam } from '@teamspace/domain/account/account.schemas'

/** How many colours the team labels take turns with (`.team-tag--0` …). */
export const TEAM_TONES = 5

/** What a thing of one of the person's several teams says of its team: its name and its colour. */
export interface TeamTagView {
  name: string
  tone: number
}

/** Each team's label: its name and a colour by its place among the person's teams (earliest joined first). */
export function teamTagOf(teams: readonly Pick<MyTeam, 'teamId'>[], teamId: string, teamName: string): TeamTagView {
  const place = teams.findIndex((team) => team.teamId === teamId)
  return { name: teamName, tone: (place < 0 ? teams.length : place) % TEAM_TONES }
}
