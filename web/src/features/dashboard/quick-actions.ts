import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'

/** Where the dashboard's Quick Actions lead (spec §2): coaches to the work, everyone else to see it. */
const coachActions = [
  { to: '/t/$teamId/players', label: 'Manage Players', description: 'Add players and keep the roster up to date' },
  { to: '/t/$teamId/stats', label: 'Track Stats', description: 'Record goals, assists and saves after a game' },
  { to: '/t/$teamId/news', label: 'Post News', description: 'Share announcements with the families' },
  { to: '/t/$teamId/calendar', label: 'Schedule Events', description: 'Plan games, practices and team events' },
] as const

const familyActions = [
  { to: '/t/$teamId/players', label: 'View Players', description: 'The roster and every player’s season' },
  { to: '/t/$teamId/stats', label: 'View Stats', description: 'Team leaders and game-by-game numbers' },
  { to: '/t/$teamId/gallery', label: 'Photo Gallery', description: 'Photos from games and practices' },
  { to: '/t/$teamId/calendar', label: 'Team Calendar', description: 'When and where the next games are' },
] as const

export type QuickAction = (typeof coachActions)[number] | (typeof familyActions)[number]

export const quickActionsFor = (role: Role): readonly QuickAction[] =>
  isCoachLike(role) ? coachActions : familyActions
