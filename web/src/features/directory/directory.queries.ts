import { queryOptions } from '@tanstack/react-query'
import { directoryRoutes, directorySchema } from '@teamspace/domain/directory/directory.schemas'
import { apiGet } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Under 'directory', which the live socket invalidates when a profile, a membership or a parent link changes.
export const directoryKeys = { all: liveKey('directory'), list: liveKey('directory', 'list') }

/** The team's members as the server lets the caller see them: coaches first, then by name. */
export function directoryQuery() {
  return queryOptions({
    queryKey: directoryKeys.list,
    queryFn: async () => (await apiGet(directoryRoutes.list, directorySchema)).members,
  })
}
