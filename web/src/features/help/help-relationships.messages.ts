import { defineMessages } from '@teamspace/domain/i18n/messages'
import { familyRelationships, staffRelationships } from '@teamspace/domain/invites/relationships'

type Relationships = readonly { value: string; label: string }[]

/** A list of relationships as a record of their labels by value: `{ parent_guardian: 'Parent/Guardian', … }`. */
const labelsOf = <List extends Relationships>(list: List) =>
  Object.fromEntries(list.map(({ value, label }) => [value, label])) as {
    [Relationship in List[number] as Relationship['value']]: Relationship['label']
  }

/**
 * How each relationship of an invite is named on screen: the spec's words (domain/invites/relationships.ts) in
 * English.
 */
export const helpRelationshipsMessages = defineMessages('help-relationships', {
  ...labelsOf(staffRelationships),
  ...labelsOf(familyRelationships),
})
