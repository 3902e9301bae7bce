import { defineHistory } from '../history/history.plugin'
import { list, sayer } from '../history/history.wording'
import type { ProfileEvent } from './profile.decider'
import { profileHistoryMessages, profileHistoryTranslations } from './profile.history.messages'

const say = sayer(profileHistoryMessages, profileHistoryTranslations)

/** Profile changes name the fields that changed, never their values (those are erasable personal data). */
export const profileHistory = defineHistory<ProfileEvent>({
  label: (language) => say({ language })('label'),
  sentences: {
    ProfileUpdated: (d, c) => {
      const who = d.userId === c.actorId ? c.actor : c.names.member(d.userId)
      const fields = d.changedFields.map((field) => say(c)('field', { field }))
      return fields.length
        ? say(c)('updated', { who, fields: list(fields, c.language) })
        : say(c)('updatedProfile', { who })
    },
    // Only someone who belongs to no team deletes an account this way, so no team's feed shows it.
    AccountDeleted: (_d, c) => say(c)('accountDeleted', { actor: c.actor }),
  },
})
