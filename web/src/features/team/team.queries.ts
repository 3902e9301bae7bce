import { queryOptions } from '@tanstack/react-query'
import type { Role } from '@teamspace/domain/shared/roles'
import {
  memberSchema,
  teamSchema,
  type ChangeMemberRoleInput,
  type CreateTeamInput,
} from '@teamspace/domain/team/team.schemas'
import { z } from 'zod'
import { apiGet, apiSend } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

export { memberSchema, type Member } from '@teamspace/domain/team/team.schemas'

// Everything under 'team', which the live socket invalidates when the team, its members or invites change.
export const teamKeys = {
  all: liveKey('team'),
  detail: liveKey('team', 'detail'),
  members: liveKey('team', 'members'),
}

export function teamQuery() {
  return queryOptions({ queryKey: teamKeys.detail, queryFn: () => apiGet('/api/team', teamSchema) })
}

export function membersQuery() {
  return queryOptions({
    queryKey: teamKeys.members,
    queryFn: () => apiGet('/api/team/members', z.array(memberSchema)),
  })
}

export const updateTeam = (input: CreateTeamInput, commandId?: string) =>
  apiSend('PATCH', '/api/team', input, teamSchema, { commandId })

export const changeMemberRole = (userId: string, role: Role) =>
  apiSend('PATCH', `/api/team/members/${encodeURIComponent(userId)}`, { role } satisfies ChangeMemberRoleInput)

export const removeMember = (userId: string, commandId?: string) =>
  apiSend('DELETE', `/api/team/members/${encodeURIComponent(userId)}`, undefined, undefined, { commandId })
