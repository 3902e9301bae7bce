import type { Message } from '@teamspace/domain/i18n/messages'
import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'
import { shellMessages as m } from './shell.messages'

export { mainLinks } from './main-links'

/** The Apps menu: the rest of the team space, each with a line saying what it is for. */
export const appLinks = [
  { to: '/t/$teamId/player-of-match', label: m.playerOfTheMatch, description: m.playerOfTheMatchDescription },
  { to: '/t/$teamId/attendance', label: m.attendance, description: m.attendanceDescription },
  { to: '/t/$teamId/volunteers', label: m.volunteers, description: m.volunteersDescription },
  { to: '/t/$teamId/directory', label: m.directory, description: m.directoryDescription },
  { to: '/t/$teamId/news', label: m.news, description: m.newsDescription },
  { to: '/t/$teamId/gallery', label: m.gallery, description: m.galleryDescription },
] as const

/** Coaches invite parents and staff; everyone else invites their own family. */
export const inviteLabel = (role: Role): Message => (isCoachLike(role) ? m.inviteParents : m.inviteFamily)
