import { queryOptions } from '@tanstack/react-query'
import type { Role } from '@teamspace/domain/shared/roles'
import type {
  memberSchema,
  teamSchema,
  ChangeMemberRoleInput,
  CreateTeamInput,
} from '@teamspace/domain/team/team.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

export type { Member } from '@teamspace/domain/team/team.schemas'

// Everything under 'team', which the live socket invalidates when the team, its members or invites change.
export const teamKeys = {
  all: liveKey('team'),
  detail: liveKey('team', 'detail'),
  members: liveKey('team', 'members'),
}

export function teamQuery() {
  return queryOptions({
    queryKey: teamKeys.detail,
    queryFn: (context) => apiGet<Answer<typeof teamSchema>>('/api/team', context),
  })
}

export function membersQuery() {
  return queryOptions({
    queryKey: teamKeys.members,
    queryFn: (context) => apiGet<Answer<typeof memberSchema>[]>('/api/team/members', context),
  })
}

export const updateTeam = (input: CreateTeamInput, commandId?: string) =>
  apiSend<Answer<typeof teamSchema>>('PATCH', '/api/team', input, { commandId })

export const changeMemberRole = (userId: string, role: Role) =>
  apiSend('PATCH', `/api/team/members/${encodeURIComponent(userId)}`, { role } satisfies ChangeMemberRoleInput)

export const removeMember = (userId: string, commandId?: string) =>
  apiSend('DELETE', `/api/team/members/${encodeURIComponent(userId)}`, undefined, { commandId })
