import { queryOptions } from '@tanstack/react-query'
import { profileSchema, type UpdateProfileInput } from '@teamspace/domain/profile/profile.schemas'
import { apiGet, apiSend } from '../../lib/api'
import { accountKeys } from '../account'

export function profileQuery() {
  return queryOptions({ queryKey: accountKeys.profile, queryFn: () => apiGet('/api/profile', profileSchema) })
}

export const updateProfile = (input: UpdateProfileInput, commandId?: string) =>
  apiSend('PATCH', '/api/profile', input, profileSchema, { commandId })
