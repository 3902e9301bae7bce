/** The pages of a team that a link from outside the app opens (a mail, a subscribed calendar). */
export type TeamPage = 'calendar' | 'news' | 'volunteers' | 'profile'

/**
 * The address of one team's page, the team in it (`<origin>/t/<teamId>/calendar`): an account may belong to
 * several teams, and a link in a mail opens the team it is about even when another one is current.
 */
export const teamPageUrl = (origin: string, teamId: string, page: TeamPage) =>
  `${origin}/t/${encodeURIComponent(teamId)}/${page}`
