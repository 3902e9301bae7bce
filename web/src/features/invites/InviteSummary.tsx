import type { TeamInvite } from '@teamspace/domain/invites/invites.schemas'
import type { Message } from '@teamspace/domain/i18n/messages'
import { relationshipFor } from '@teamspace/domain/invites/relationships'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../lib/dates'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Badge, type BadgeTone } from '../../ui'
import { invitesRelationshipsMessages } from './invites-relationships.messages'
import { invitesMessages as m } from './invites.messages'

const stateLabels: Record<TeamInvite['state'], { label: Message; tone: BadgeTone }> = {
  active: { label: m.active, tone: 'success' },
  revoked: { label: m.revoked, tone: 'danger' },
  expired: { label: m.expired, tone: 'neutral' },
}

/**
 * Who the invite is for, the role it grants (when the name does not already say it), whether the link still
 * works and how often it was used, who made it, and until when.
 */
export function InviteSummary({ invite }: { invite: TeamInvite }) {
  const t = useT()
  const roleLabel = useRoleLabel()
  const known = relationshipFor(invite.relationship)
  const relationship = known ? t(invitesRelationshipsMessages[known.value]) : roleLabel(invite.role)
  const role = roleLabel(invite.role)
  const state = stateLabels[invite.state]
  const date = formatDate(invite.expiresAt)
  return (
    <div className="item-list__main">
      <p className="item-list__title">
        {relationship} <Badge tone={state.tone}>{t(state.label)}</Badge>
      </p>
      <p className="item-list__meta">
        {relationship !== role && `${t(m.joinsAs, { role })} · `}
        {t(m.uses, { uses: invite.uses })} · {t(m.createdBy, { name: invite.createdByName })} ·{' '}
        {t(invite.state === 'active' ? m.expires : m.validUntil, { date })}
      </p>
    </div>
  )
}
