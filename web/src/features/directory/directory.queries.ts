import { queryOptions } from '@tanstack/react-query'
import { directoryRoutes, type directorySchema } from '@teamspace/domain/directory/directory.schemas'
import { apiGet, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Under 'directory', which the live socket invalidates when a profile, a membership or a parent link changes.
export const directoryKeys = { all: liveKey('directory'), list: liveKey('directory', 'list') }

/** The team's members as the server lets the caller see them: coaches first, then by name. */
export function directoryQuery() {
  return queryOptions({
    queryKey: directoryKeys.list,
    queryFn: async (context) => (await apiGet<Answer<typeof directorySchema>>(directoryRoutes.list, context)).members,
  })
}
