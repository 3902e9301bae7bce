import { defineHistory } from '../history/history.plugin'
import { withArticle } from '../history/history.wording'
import type { InviteCreated, InviteRevoked } from '../team/team.events'
import { familyRelationships, staffRelationships } from './relationships'

const relationshipLabel = (value: string) =>
  [...staffRelationships, ...familyRelationships].find((r) => r.value === value)?.label ?? value

/** Invites in the activity feed: who was invited as what, never the code. */
export const invitesHistory = defineHistory<InviteCreated | InviteRevoked>({
  label: 'Invites',
  sentences: {
    InviteCreated: (d, c) => `${c.actor} created an invite for ${withArticle(relationshipLabel(d.relationship))}.`,
    InviteRevoked: (_d, c) => `${c.actor} revoked an invite.`,
  },
})
