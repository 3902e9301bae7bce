import { defineHistory } from '../history/history.plugin'
import { list } from '../history/history.wording'
import type { ProfileEvent, ProfileField } from './profile.decider'

const profileFieldLabels = {
  name: 'name',
  phoneNumber: 'phone number',
  address: 'address',
  emergencyContact: 'emergency contact',
  emergencyPhone: 'emergency phone',
  privacy: 'privacy settings',
} as const satisfies Record<ProfileField, string>

/** Profile changes name the fields that changed, never their values (those are erasable personal data). */
export const profileHistory = defineHistory<ProfileEvent>({
  label: 'Profiles',
  sentences: {
    ProfileUpdated: (d, c) => {
      const fields = d.changedFields.map((f) => profileFieldLabels[f])
      return `${d.userId === c.actorId ? c.actor : c.names.member(d.userId)} updated their ${list(fields) || 'profile'}.`
    },
    // Only someone who belongs to no team deletes an account this way, so no team's feed shows it.
    AccountDeleted: (_d, c) => `${c.actor} deleted their account.`,
  },
})
