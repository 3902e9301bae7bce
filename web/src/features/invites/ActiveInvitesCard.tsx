import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { TeamInvite } from '@teamspace/domain/invites/invites.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog, EmptyState } from '../../ui'
import { useInviteDialog } from './invite-dialog-context'
import { activeInvitesQuery, inviteKeys, revokeInvite } from './invites.queries'
import { InviteSummary } from './InviteSummary'

/**
 * The team's invite links and what became of them. An inviter gets the same link again while it works, so the
 * list holds one per inviter and relationship; revoking one stops it at once, people who already joined stay.
 */
export function ActiveInvitesCard() {
  const queryClient = useQueryClient()
  const { data: invites } = useSuspenseQuery(activeInvitesQuery())
  const { openInvite } = useInviteDialog()
  const [revoking, setRevoking] = useState<TeamInvite | null>(null)

  const revoke = async (invite: TeamInvite, commandId: string) => {
    await revokeInvite(invite.id, commandId)
    await queryClient.invalidateQueries({ queryKey: inviteKeys.active })
  }

  return (
    <Card
      title="Invite links"
      actions={
        <Button variant="secondary" onClick={openInvite}>
          New invite
        </Button>
      }
    >
      {invites.length === 0 ? (
        <EmptyState title="No invite links" text="Invite links appear here, with how often each was used." />
      ) : (
        <ul className="item-list">
          {invites.map((invite) => (
            <li key={invite.id} className="item-list__row">
              <InviteSummary invite={invite} />
              {invite.state === 'active' && (
                <Button variant="secondary" onClick={() => setRevoking(invite)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invite?"
        description="The link stops working at once. People who already joined with it stay on the team."
        confirmLabel="Revoke invite"
        destructive
        onConfirm={(commandId) => (revoking ? revoke(revoking, commandId) : Promise.resolve())}
        onClose={() => setRevoking(null)}
        errorMessage={(error) =>
          isClientError(error) ? error.message : failureMessage(error, 'Failed to revoke the invite. Please try again.')
        }
      />
    </Card>
  )
}
