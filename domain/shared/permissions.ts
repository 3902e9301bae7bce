import { isCoachLike, type Role } from './roles'

/**
 * The spec's roles-and-permissions table (section 6) as data: one capability per row. The server consults
 * it for every route; the web app uses it only to decide what to show.
 */
export const capabilities = {
  /** Read the team's shared space: roster, stats, calendar, news, gallery, chat, directory … */
  'team.read': 'everyone',
  'team.settings': 'coach',
  'invite.staff': 'coach',
  'invite.family': 'parent',
  'players.manage': 'coach',
  'players.sensitive': 'coach',
  'stats.record': 'coach',
  /** Enter and correct games' results; start a new season. */
  'results.record': 'coach',
  /** Pick, place and publish a game's lineup. */
  'lineups.manage': 'coach',
  /** Record a game's live match: whistles, goals, substitutions. */
  'match.record': 'coach',
  'seasons.manage': 'coach',
  'calendar.manage': 'coach',
  'news.manage': 'coach',
  'attendance.save': 'coach',
  'votings.manage': 'coach',
  'vote.cast': 'everyone',
  'threads.moderate': 'coach',
  'directory.emergency': 'coach',
  'photos.upload': 'everyone',
  /** See photos held for want of a child's consent, and blur a region of a photo. */
  'photos.moderate': 'coach',
  /** A child's photo consent, by a parent linked to them (the decider checks the link). */
  'photos.consent': 'everyone',
  'volunteers.manage': 'everyone',
  'chat.post': 'everyone',
  'profile.edit': 'everyone',
  /** The team's activity feed, each item's history and the "as of" views of the past. */
  'history.read': 'coach',
  /** The club's downloads: roster, stats, attendance and volunteer files, and the printable sheets. */
  'exports.read': 'coach',
} as const satisfies Record<string, 'coach' | 'parent' | 'everyone'>

export type Capability = keyof typeof capabilities

export const can = (role: Role, capability: Capability): boolean => {
  const who = capabilities[capability]
  if (who === 'everyone') return true
  return who === 'coach' ? isCoachLike(role) : !isCoachLike(role)
}

/** What a route needs: nobody (public), any signed-in person, or a member with a capability. */
export type RoutePermission = 'public' | 'signed-in' | Capability
