import { defineHistory } from '../history/history.plugin'
import { sayer, withArticle } from '../history/history.wording'
import type { InviteCreated, InviteRevoked } from '../team/team.events'
import { invitesHistoryMessages, invitesHistoryTranslations } from './invites.history.messages'

const say = sayer(invitesHistoryMessages, invitesHistoryTranslations)

/** Invites in the activity feed: who was invited as what, never the code. */
export const invitesHistory = defineHistory<InviteCreated | InviteRevoked>({
  label: (language) => say({ language })('label'),
  sentences: {
    InviteCreated: (d, c) =>
      say(c)('created', {
        actor: c.actor,
        // "other" is a relationship of its own; what is not one (an old invite's) is told as it was recorded.
        relationship: d.relationship === 'other' ? 'otherFamily' : d.relationship,
        unknown: c.language === 'en' ? withArticle(d.relationship) : d.relationship,
      }),
    InviteRevoked: (_d, c) => say(c)('revoked', { actor: c.actor }),
  },
})
