import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'
import { dashboardActionsMessages as m } from './dashboard-actions.messages'

/** Where the dashboard's Quick Actions lead (spec §2): coaches to the work, everyone else to see it. */
const coachActions = [
  { to: '/t/$teamId/players', label: m.managePlayers, description: m.managePlayersText },
  { to: '/t/$teamId/stats', label: m.trackStats, description: m.trackStatsText },
  { to: '/t/$teamId/news', label: m.postNews, description: m.postNewsText },
  { to: '/t/$teamId/calendar', label: m.scheduleEvents, description: m.scheduleEventsText },
] as const

const familyActions = [
  { to: '/t/$teamId/players', label: m.viewPlayers, description: m.viewPlayersText },
  { to: '/t/$teamId/stats', label: m.viewStats, description: m.viewStatsText },
  { to: '/t/$teamId/gallery', label: m.photoGallery, description: m.photoGalleryText },
  { to: '/t/$teamId/calendar', label: m.teamCalendar, description: m.teamCalendarText },
] as const

export type QuickAction = (typeof coachActions)[number] | (typeof familyActions)[number]

export const quickActionsFor = (role: Role): readonly QuickAction[] =>
  isCoachLike(role) ? coachActions : familyActions
