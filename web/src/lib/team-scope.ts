import { QueryClient, type QueryClientConfig } from '@tanstack/react-query'

/**
 * Which team a request is about. The server reads it from the `X-Team` header (and, where a header cannot be sent,
 * from a `team` query parameter), so a page of one team never reads or writes another's data, whatever team the
 * session last chose.
 *
 * A request names the team of the work that made it, passed to it as an argument: a query function passes its
 * context, whose QueryClient is its team's (each team has its own cache, app/team/team-clients.ts), so a query of
 * team A is asked as A even while B is shown, and a preload of B's page is asked as B while A is; the app's own
 * client asks as no team. A save passes its command (lib/use-command.ts), which knows the team it was made in
 * however many `await`s later it sends. What is made outside a team's query or save names the team itself, or
 * takes the team of the page shown (`pageTeam`).
 */
export const TEAM_HEADER = 'X-Team'

/** A cache of one team's answers, or with `null` of the app's own (who is signed in, whatever page is shown). */
export class TeamScopedClient extends QueryClient {
  readonly teamId: string | null

  constructor(teamId: string | null, config?: QueryClientConfig) {
    super(config)
    this.teamId = teamId
  }
}

/**
 * What a request is made for: the context TanStack Query hands a query or a mutation function (its QueryClient,
 * whose team it asks as), or a team named outright (`null`: the app's own request, of no team).
 */
export type RequestFor = { readonly client: QueryClient } | { readonly team: string | null | undefined }

/** The team a request made for `asking` names, if any. */
export function teamOf(asking: RequestFor): string | undefined {
  if ('team' in asking) return asking.team ?? undefined
  return asking.client instanceof TeamScopedClient ? (asking.client.teamId ?? undefined) : undefined
}

const teamAddress = /^\/t\/([^/]+)(?:\/|$)/

/** The team an address is about, if it is a team page's. */
export function teamOfPath(pathname: string): string | undefined {
  const match = teamAddress.exec(pathname)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

/** The team of the page shown now, for a request made by no team's work (a confirmation, the team switcher). */
export function pageTeam(): string | undefined {
  return typeof location === 'undefined' ? undefined : teamOfPath(location.pathname)
}
