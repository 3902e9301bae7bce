import { queryOptions } from '@tanstack/react-query'
import { type profileSchema, type UpdateProfileInput } from '@teamspace/domain/profile/profile.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// The signed-in person's own profile, which the live socket refreshes when they change it on another device.
export const profileKeys = {
  all: liveKey('profile'),
}

export function profileQuery() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: (context) => apiGet<Answer<typeof profileSchema>>('/api/profile', context),
  })
}

export const updateProfile = (input: UpdateProfileInput, commandId?: string) =>
  apiSend<Answer<typeof profileSchema>>('PATCH', '/api/profile', input, { commandId })
