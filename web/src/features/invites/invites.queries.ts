import { queryOptions } from '@tanstack/react-query'
import {
  type createdInviteSchema,
  type invitePreviewSchema,
  type teamInviteSchema,
} from '@teamspace/domain/invites/invites.schemas'
import type { Relationship } from '@teamspace/domain/invites/relationships'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { secretQueryMeta } from '../../lib/query-meta'

export const inviteKeys = {
  // Under 'team' so the live socket's team notices (invites changed) refresh the list.
  active: liveKey('team', 'invites'),
  preview: (code: string) => ['invite-preview', code] as const,
}

/**
 * What an invite code leads to, before anyone signs up. A 404 means it is unknown, revoked or expired. Its key holds
 * the code, so it is never kept on the device.
 */
export function invitePreviewQuery(code: string) {
  return queryOptions({
    queryKey: inviteKeys.preview(code),
    meta: secretQueryMeta,
    queryFn: (context) =>
      apiGet<Answer<typeof invitePreviewSchema>>(`/api/invites/${encodeURIComponent(code)}`, context),
    staleTime: 60_000,
  })
}

/**
 * The team's invite links for Team Settings: working ones, and recently ended ones with what became of them. Not kept
 * on the device, as nothing about the team's ways in is.
 */
export function activeInvitesQuery() {
  return queryOptions({
    queryKey: inviteKeys.active,
    meta: secretQueryMeta,
    queryFn: (context) => apiGet<Answer<typeof teamInviteSchema>[]>('/api/invites', context),
  })
}

export const createInvite = (relationship: Relationship) =>
  apiSend<Answer<typeof createdInviteSchema>>('POST', '/api/invites', { relationship })

export const revokeInvite = (id: string, commandId?: string) =>
  apiSend('DELETE', `/api/invites/${encodeURIComponent(id)}`, undefined, { commandId })
