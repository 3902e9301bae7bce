import { queryOptions } from '@tanstack/react-query'
import {
  allergyRoutes,
  type allergiesPageSchema,
  type childAllergiesSchema,
  type SaveChildAllergiesInput,
} from '@teamspace/domain/allergies/allergies.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Under 'allergies', which the live socket refreshes when a child's allergies or their family's choice change.
export const allergyKeys = { page: liveKey('allergies', 'page') }

/** The team's shared allergens, and the children whose allergies the caller keeps (a coach: all; a parent: theirs). */
export function allergiesPageQuery() {
  return queryOptions({
    queryKey: allergyKeys.page,
    queryFn: (context) => apiGet<Answer<typeof allergiesPageSchema>>(allergyRoutes.page, context),
  })
}

export const saveChildAllergies = (playerId: string, input: SaveChildAllergiesInput, commandId?: string) =>
  apiSend<Answer<typeof childAllergiesSchema>>('PUT', allergyRoutes.child(playerId), input, { commandId })
