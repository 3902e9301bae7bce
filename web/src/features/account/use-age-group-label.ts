import type { AgeGroup } from '@teamspace/domain/team/team.constants'
import { useT } from '../../i18n/use-t'
import { accountAgeGroupsMessages } from './account-age-groups.messages'

/** How an age group is named in the person's language (the value sent stays the group itself). */
export function useAgeGroupLabel(): (group: AgeGroup) => string {
  const t = useT()
  return (group) => t(accountAgeGroupsMessages[group])
}
