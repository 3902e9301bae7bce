import { useMutation, useQueryClient } from '@tanstack/react-query'
import { roleLabels, roles, type Role } from '@teamspace/domain/shared/roles'
import { useId } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { formatDate } from '../../lib/dates'
import { Badge, Button, Notice } from '../../ui'
import { accountKeys } from '../account'
import { changeMemberRole, teamKeys, type Member } from './team.queries'

interface MemberRowProps {
  member: Member
  isSelf: boolean
  onRemove: (member: Member) => void
}

/** One member: who, since when, their role (changed on the spot) and the way to remove them. */
export function MemberRow({ member, isSelf, onRemove }: MemberRowProps) {
  const queryClient = useQueryClient()
  const selectId = useId()
  const change = useMutation({
    mutationFn: (role: Role) => changeMemberRole(member.userId, role),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.members })
      if (isSelf) await queryClient.invalidateQueries({ queryKey: accountKeys.session })
    },
  })

  return (
    <li className="item-list__row item-list__row--member">
      <div className="item-list__main">
        <p className="item-list__title">
          {member.name} {isSelf && <Badge>You</Badge>}
        </p>
        <p className="item-list__meta">
          {member.email ? `${member.email} · ` : ''}Joined {formatDate(member.joinedAt)}
        </p>
      </div>
      <div className="item-list__controls">
        <label className="visually-hidden" htmlFor={selectId}>
          Role for {member.name}
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
              {roleLabels[role]}
            </option>
          ))}
        </select>
        <Button variant="secondary" className="btn--danger-text" onClick={() => onRemove(member)}>
          Remove
        </Button>
      </div>
      {change.isError && (
        <Notice tone="error" className="item-list__error">
          {isClientError(change.error)
            ? change.error.message
            : failureMessage(change.error, 'Failed to change the role. Please try again.')}
        </Notice>
      )}
    </li>
  )
}
