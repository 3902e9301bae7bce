import type { ProfileEvent } from '@teamspace/domain/profile/profile.decider'
import { defineFeature } from '../../platform/feature'
import { memberNames } from './profile.names'
import { profileRoutes } from './profile.routes'
import { profileHistory } from '@teamspace/domain/profile/profile.history'

/**
 * Each person's name and contact details, and their privacy choices in each of their teams, kept erasable outside
 * the log.
 */
export const profileFeature = defineFeature<ProfileEvent>({
  name: 'profile',
  routes: profileRoutes,
  // A deleted account's name and contact details, and its choices in every team.
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('profiles').where('user_id', '=', userId).execute()
      await trx.deleteFrom('member_privacy').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      await trx.deleteFrom('member_privacy').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  // Names show in member lists and the directory, so a profile change refreshes those too.
  liveTopics: {
    // The session carries the member's role and name and the team's name (the page header, what they may do);
    // the calendar's today and time zone are the team's.
    ProfileUpdated: ['profile', 'team', 'directory', 'session', 'calendar'],
    AccountDeleted: ['profile', 'team', 'directory', 'session', 'calendar'],
  },
  history: profileHistory,
  // Who a member is in the history: their name now.
  names: { member: memberNames },
})

// What other features may use of the profile: a member's current name, joined by id; each member's privacy
// choices in a team.
export { memberNameOf } from './profile.names'
export { privacyInTeam } from './profile.privacy'
export { profileStream } from './profile.routes'
