import type { ActiveInvite } from '@teamspace/domain/membership/invite.schemas'
import { relationshipFor } from '@teamspace/domain/membership/relationships'
import { roleLabels } from '@teamspace/domain/shared/roles'
import { formatDate } from '../../lib/dates'

/** Who the invite is for, the role it grants (when the name does not already say it), who made it, until when. */
export function InviteSummary({ invite }: { invite: ActiveInvite }) {
  const relationship = relationshipFor(invite.relationship)?.label ?? roleLabels[invite.role]
  const role = roleLabels[invite.role]
  return (
    <div className="item-list__main">
      <p className="item-list__title">{relationship}</p>
      <p className="item-list__meta">
        {relationship !== role && `Joins as ${role} · `}Created by {invite.createdByName} · Expires{' '}
        {formatDate(invite.expiresAt)}
      </p>
    </div>
  )
}
