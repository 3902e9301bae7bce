import type { FileRoutesByTo } from '../../routeTree.gen'
import { teamOfPath } from '../../lib/team-scope'

type TeamPath = Extract<keyof FileRoutesByTo, `/t/$teamId/${string}`>

/** The kinds of page every team has: `/t/<teamId>/<page>`, as the route files under routes/_app/t/$teamId/ say. */
export type TeamPage = TeamPath extends `/t/$teamId/${infer Page}` ? Page : never

// Every page, checked against the route files both ways: a page added or removed there fails the type-check here.
const pages = {
  activity: true,
  attendance: true,
  calendar: true,
  chat: true,
  dashboard: true,
  directory: true,
  gallery: true,
  help: true,
  news: true,
  'player-of-match': true,
  players: true,
  profile: true,
  stats: true,
  'team-settings': true,
  volunteers: true,
} as const satisfies Record<TeamPage, true>

export const isTeamPage = (value: string): value is TeamPage => Object.hasOwn(pages, value)

/** The kind of page an address shows, in a team (`/t/A/calendar`) or in the flat form of before (`/calendar`). */
export function pageOfPath(pathname: string): TeamPage | undefined {
  const rest = teamOfPath(pathname) === undefined ? pathname : pathname.replace(/^\/t\/[^/]+/, '')
  const first = rest.split('/')[1] ?? ''
  return isTeamPage(first) ? first : undefined
}

/** A team page's address, for what cannot take the router's `to` and `params` (a redirect with its search kept). */
export const teamPageHref = (teamId: string, page: TeamPage) => `/t/${encodeURIComponent(teamId)}/${page}`
