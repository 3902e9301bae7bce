import type { TeamInvite } from '@teamspace/domain/invites/invites.schemas'
import { relationshipFor } from '@teamspace/domain/invites/relationships'
import { roleLabels } from '@teamspace/domain/shared/roles'
import { formatDate } from '../../lib/dates'
import { Badge, type BadgeTone } from '../../ui'

const stateLabels: Record<TeamInvite['state'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
}

const usedTimes = (uses: number) => (uses === 0 ? 'Not used yet' : uses === 1 ? 'Used once' : `Used ${uses} times`)

/**
 * Who the invite is for, the role it grants (when the name does not already say it), whether the link still
 * works and how often it was used, who made it, and until when.
 */
export function InviteSummary({ invite }: { invite: TeamInvite }) {
  const relationship = relationshipFor(invite.relationship)?.label ?? roleLabels[invite.role]
  const role = roleLabels[invite.role]
  const state = stateLabels[invite.state]
  return (
    <div className="item-list__main">
      <p className="item-list__title">
        {relationship} <Badge tone={state.tone}>{state.label}</Badge>
      </p>
      <p className="item-list__meta">
        {relationship !== role && `Joins as ${role} · `}
        {usedTimes(invite.uses)} · Created by {invite.createdByName} ·{' '}
        {invite.state === 'active' ? 'Expires' : 'Valid until'} {formatDate(invite.expiresAt)}
      </p>
    </div>
  )
}
