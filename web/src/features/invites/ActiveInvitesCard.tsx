import { useSuspenseQuery } from '@tanstack/react-query'
import type { TeamInvite } from '@teamspace/domain/invites/invites.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog, EmptyState } from '../../ui'
import { useInviteDialog } from './invite-dialog-context'
import { invitesMessages as m } from './invites.messages'
import { activeInvitesQuery, revokeInvite } from './invites.queries'
import { InviteSummary } from './InviteSummary'

/**
 * The team's invite links and what became of them. An inviter gets the same link again while it works, so the
 * list holds one per inviter and relationship; revoking one stops it at once, people who already joined stay.
 */
export function ActiveInvitesCard() {
  const t = useT()
  const { data: invites } = useSuspenseQuery(activeInvitesQuery())
  const { openInvite } = useInviteDialog()
  const [revoking, setRevoking] = useState<TeamInvite | null>(null)

  const revoke = async (invite: TeamInvite, commandId: string) => {
    await revokeInvite(invite.id, commandId)
  }

  return (
    <Card
      title={t(m.listTitle)}
      actions={
        <Button variant="secondary" onClick={openInvite}>
          {t(m.newInvite)}
        </Button>
      }
    >
      {invites.length === 0 ? (
        <EmptyState title={t(m.noInvites)} text={t(m.noInvitesText)} />
      ) : (
        <ul className="item-list">
          {invites.map((invite) => (
            <li key={invite.id} className="item-list__row">
              <InviteSummary invite={invite} />
              {invite.state === 'active' && (
                <Button variant="secondary" onClick={() => setRevoking(invite)}>
                  {t(m.revoke)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t(m.revokeTitle)}
        description={t(m.revokeDescription)}
        confirmLabel={t(m.revokeConfirm)}
        destructive
        onConfirm={(commandId) => (revoking ? revoke(revoking, commandId) : Promise.resolve())}
        onClose={() => setRevoking(null)}
        errorMessage={(error) => (isClientError(error) ? error.message : failureMessage(error, t(m.revokeFailed)))}
      />
    </Card>
  )
}
