/** The pages of a team that a link from outside the app opens (a mail, a subscribed calendar, a notification). */
export type TeamPage = 'calendar' | 'news' | 'volunteers' | 'profile' | 'chat' | 'player-of-match'

/** The path of one team's page, the team in it (`/t/<teamId>/calendar`): what a notification's tap opens. */
export const teamPagePath = (teamId: string, page: TeamPage) => `/t/${encodeURIComponent(teamId)}/${page}`

/**
 * The address of one team's page, the team in it (`<origin>/t/<teamId>/calendar`): an account may belong to
 * several teams, and a link in a mail opens the team it is about even when another one is current.
 */
export const teamPageUrl = (origin: string, teamId: string, page: TeamPage) => `${origin}${teamPagePath(teamId, page)}`
