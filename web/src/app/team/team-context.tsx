import { createContext, use, type ReactNode } from 'react'

const TeamContext = createContext<string | null>(null)

/** Provided by the team layout (`/t/$teamId`): the team every page inside it is about. */
export function TeamProvider({ teamId, children }: { teamId: string; children: ReactNode }) {
  return <TeamContext value={teamId}>{children}</TeamContext>
}

/** The id of the team the page is about; for links (`params={{ teamId }}`) and work that names its team itself. */
export function useTeamId(): string {
  const teamId = use(TeamContext)
  if (teamId === null) throw new Error('useTeamId is only available inside a team page.')
  return teamId
}
