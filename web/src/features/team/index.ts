// The team's public face: what other features may use of it.
export { membersQuery, teamQuery } from './team.queries'
