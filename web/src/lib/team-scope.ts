/**
 * Which team a request is about. The server reads it from the `X-Team` header (and, where a header cannot be sent,
 * from a `team` query parameter), so a page of one team never reads or writes another's data, whatever team the
 * session last chose.
 *
 * A request names the team of the work that started it: each team's QueryClient runs its queries' and mutations'
 * functions inside `inTeam` (see app/team/team-clients.ts), so a query of team A is asked as A even while B is
 * shown, and a preload of B's page is asked as B while A is; the app's own client asks as no team. A step that runs after an `await`, or outside a query
 * or a mutation (an effect, an upload loop), names its team itself with `inTeam(useTeamId(), …)`. Anything else
 * takes the team of the page's address (`/t/<teamId>/…`).
 */
export const TEAM_HEADER = 'X-Team'

/** The team of the work running now: `null` for work of no team (who is signed in), `undefined` outside any. */
let scoped: string | null | undefined

/**
 * Runs `work` (synchronously) with its requests naming `teamId`, or no team at all for `null` (the app's own
 * requests, such as who is signed in, whatever page is shown); what it returns is returned.
 */
export function inTeam<T>(teamId: string | null, work: () => T): T {
  const outer = scoped
  scoped = teamId
  try {
    return work()
  } finally {
    scoped = outer
  }
}

const teamAddress = /^\/t\/([^/]+)(?:\/|$)/

/** The team an address is about, if it is a team page's. */
export function teamOfPath(pathname: string): string | undefined {
  const match = teamAddress.exec(pathname)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

/** The team a request started now is about: the running team work's, else the shown page's; none outside a team. */
export function requestTeam(): string | undefined {
  if (scoped !== undefined) return scoped ?? undefined
  return typeof location === 'undefined' ? undefined : teamOfPath(location.pathname)
}
