import { defineMessages } from '@teamspace/domain/i18n/messages'
import { ageGroups, type AgeGroup } from '@teamspace/domain/team/team.constants'

/** How each age group is named on screen: the group itself in English ('U12', 'Adult'). */
export const accountAgeGroupsMessages = defineMessages(
  'account-age-groups',
  Object.fromEntries(ageGroups.map((group) => [group, group])) as Record<AgeGroup, string>,
)
