import { defineMessages } from '@teamspace/domain/i18n/messages'
import { familyRelationships, staffRelationships, type Relationship } from '@teamspace/domain/invites/relationships'

/** How each relationship an invite names is shown: the spec's words (domain/invites/relationships.ts) in English. */
export const invitesRelationshipsMessages = defineMessages(
  'invites-relationships',
  Object.fromEntries(
    [...staffRelationships, ...familyRelationships].map(({ value, label }) => [value, label]),
  ) as Record<Relationship, string>,
)
