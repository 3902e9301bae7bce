import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'

export { mainLinks } from './main-links'

/** The Apps menu: the rest of the team space, each with a line saying what it is for. */
export const appLinks = [
  {
    to: '/t/$teamId/player-of-match',
    label: 'Player of the Match',
    description: 'Vote for the standout player of each game',
  },
  { to: '/t/$teamId/attendance', label: 'Attendance', description: 'Who came to practices and games' },
  { to: '/t/$teamId/volunteers', label: 'Volunteers', description: 'Sign up for snacks, setup and rides' },
  { to: '/t/$teamId/directory', label: 'Team Directory', description: 'Contact details of the team’s families' },
  { to: '/t/$teamId/news', label: 'Team News', description: 'Announcements from the coaches' },
  { to: '/t/$teamId/gallery', label: 'Team Gallery', description: 'Photos from games and practices' },
] as const

/** Coaches invite parents and staff; everyone else invites their own family. */
export const inviteLabel = (role: Role) => (isCoachLike(role) ? 'Invite Parents' : 'Invite Family')
