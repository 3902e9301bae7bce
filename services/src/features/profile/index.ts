import type { ProfileEvent } from '@teamspace/domain/profile/profile.decider'
import { defineFeature } from '../../platform/feature'
import { profileRoutes } from './profile.routes'
import { profileHistory } from '@teamspace/domain/profile/profile.history'

/** Each person's contact details and privacy choices, kept erasable outside the log. */
export const profileFeature = defineFeature<ProfileEvent>({
  name: 'profile',
  routes: profileRoutes,
  // Names show in member lists and the directory, so a profile change refreshes those too.
  liveTopics: {
    ProfileUpdated: ['profile', 'team', 'directory'],
    AccountDeleted: ['profile', 'team', 'directory'],
  },
  history: profileHistory,
})

// What other features may use of the profile: a member's current name, joined by id.
export { memberNameOf } from './profile.names'
export { profileStream } from './profile.routes'
