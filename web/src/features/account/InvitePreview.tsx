import type { UseQueryResult } from '@tanstack/react-query'
import { authMessages } from '@teamspace/domain/account/account.constants'
import type { InvitePreview as Preview } from '@teamspace/domain/invites/invites.schemas'
import { roleLabels } from '@teamspace/domain/shared/roles'
import { isClientError } from '../../lib/api'
import { Notice, Spinner } from '../../ui'

interface InvitePreviewProps {
  preview: UseQueryResult<Preview>
  /** The message beside the code field, if any: a refused code is then said there, and only there. */
  fieldError?: string | undefined
}

/** What the invite code leads to: the team and the role it grants, or why it does not work. */
export function InvitePreview({ preview, fieldError }: InvitePreviewProps) {
  if (preview.fetchStatus === 'idle' && preview.status === 'pending') return null
  if (preview.isPending) return <Spinner label="Checking the invite…" showLabel size="small" />
  if (preview.isError) {
    if (fieldError && isClientError(preview.error)) return null
    return (
      <Notice tone="error">
        {isClientError(preview.error) ? authMessages['invalid-invite'] : authMessages['network-request-failed']}
      </Notice>
    )
  }
  const { teamName, role } = preview.data
  return (
    <Notice tone="success">
      You are invited to join <strong>{teamName}</strong> as <strong>{roleLabels[role]}</strong>.
    </Notice>
  )
}
