import type { UseQueryResult } from '@tanstack/react-query'
import type { InvitePreview as Preview } from '@teamspace/domain/invites/invites.schemas'
import { useEffect } from 'react'
import { RichText } from '../../i18n/RichText'
import { adoptTeamLanguage } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { isClientError } from '../../lib/api'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Notice, Spinner } from '../../ui'
import { accountAuthMessages as m } from './account-auth.messages'
import { accountErrorsMessages } from './account-errors.messages'

interface InvitePreviewProps {
  preview: UseQueryResult<Preview>
  /** The message beside the code field, if any: a refused code is then said there, and only there. */
  fieldError?: string | undefined
}

/**
 * What the invite code leads to: the team and the role it grants, or why it does not work. A visitor whose browser
 * speaks none of the app's languages reads the team's.
 */
export function InvitePreview({ preview, fieldError }: InvitePreviewProps) {
  const t = useT()
  const roleLabel = useRoleLabel()
  const teamLanguage = preview.data?.teamLanguage
  useEffect(() => {
    if (teamLanguage) void adoptTeamLanguage(teamLanguage)
  }, [teamLanguage])
  if (preview.fetchStatus === 'idle' && preview.status === 'pending') return null
  if (preview.isPending) return <Spinner label={t(m.checkingInvite)} showLabel size="small" />
  if (preview.isError) {
    if (fieldError && isClientError(preview.error)) return null
    return (
      <Notice tone="error">
        {t(
          isClientError(preview.error)
            ? accountErrorsMessages['invalid-invite']
            : accountErrorsMessages['network-request-failed'],
        )}
      </Notice>
    )
  }
  const { teamName, role } = preview.data
  return (
    <Notice tone="success">
      <RichText
        message={m.invited}
        values={{ teamName: <strong>{teamName}</strong>, role: <strong>{roleLabel(role)}</strong> }}
      />
    </Notice>
  )
}
