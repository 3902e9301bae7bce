import { useMutation } from '@tanstack/react-query'
import { roles, type Role } from '@teamspace/domain/shared/roles'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formatDate } from '../../lib/dates'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Badge, Button, Notice } from '../../ui'
import { teamSettingsMessages as m } from './team-settings.messages'
import { changeMemberRole, type Member } from './team.queries'

interface MemberRowProps {
  member: Member
  isSelf: boolean
  onRemove: (member: Member) => void
}

/** One member: who, since when, their role (changed on the spot) and the way to remove them. */
export function MemberRow({ member, isSelf, onRemove }: MemberRowProps) {
  const t = useT()
  const roleLabel = useRoleLabel()
  const selectId = useId()
  const change = useMutation({ mutationFn: (role: Role) => changeMemberRole(member.userId, role) })

  return (
    <li className="item-list__row item-list__row--member">
      <div className="item-list__main">
        <p className="item-list__title">
          {member.name} {isSelf && <Badge>{t(m.you)}</Badge>}
        </p>
        <p className="item-list__meta">
          {member.email ? `${member.email} · ` : ''}
          {t(m.joined, { date: formatDate(member.joinedAt) })}
        </p>
      </div>
      <div className="item-list__controls">
        <label className="visually-hidden" htmlFor={selectId}>
          {t(m.roleFor, { name: member.name })}
        </label>
        <select
          id={selectId}
          className="input item-list__select"
          value={change.isPending ? change.variables : member.role}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.value as Role)}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
        <Button variant="secondary" className="btn--danger-text" onClick={() => onRemove(member)}>
          {t(m.remove)}
        </Button>
      </div>
      {change.isError && (
        <Notice tone="error" className="item-list__error">
          {isClientError(change.error) ? change.error.message : failureMessage(change.error, t(m.changeRoleFailed))}
        </Notice>
      )}
    </li>
  )
}
