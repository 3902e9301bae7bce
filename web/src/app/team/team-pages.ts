import { teamOfPath } from '../../lib/team-scope'

// Every page, checked against the route files both ways (team-pages.check.ts, kept apart so that the route tree,
// which imports the pages, is not imported back): a page added or removed there fails the type-check.
const pages = {
  activity: true,
  attendance: true,
  calendar: true,
  chat: true,
  dashboard: true,
  directory: true,
  exports: true,
  gallery: true,
  help: true,
  news: true,
  'player-of-match': true,
  players: true,
  'print-roster': true,
  'print-schedule': true,
  profile: true,
  stats: true,
  'team-settings': true,
  volunteers: true,
} as const

/** The kinds of page every team has: `/t/<teamId>/<page>`, as the route files under routes/_app/t/$teamId/ say. */
export type TeamPage = keyof typeof pages

export const isTeamPage = (value: string): value is TeamPage => Object.hasOwn(pages, value)

/** The kind of page an address shows, in a team (`/t/A/calendar`) or in the flat form of before (`/calendar`). */
export function pageOfPath(pathname: string): TeamPage | undefined {
  const rest = teamOfPath(pathname) === undefined ? pathname : pathname.replace(/^\/t\/[^/]+/, '')
  const first = rest.split('/')[1] ?? ''
  return isTeamPage(first) ? first : undefined
}

/** A team page's address, for what cannot take the router's `to` and `params` (a redirect with its search kept). */
export const teamPageHref = (teamId: string, page: TeamPage) => `/t/${encodeURIComponent(teamId)}/${page}`
