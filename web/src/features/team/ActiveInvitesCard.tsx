import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { ActiveInvite } from '@teamspace/domain/membership/invite.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog, EmptyState } from '../../ui'
import { useInviteDialog } from '../invites/invite-dialog-context'
import { activeInvitesQuery, inviteKeys, revokeInvite } from '../invites/invites.queries'
import { InviteSummary } from './InviteSummary'

/** Links that still work. Revoking one stops it at once; people who already joined stay. */
export function ActiveInvitesCard() {
  const queryClient = useQueryClient()
  const { data: invites } = useSuspenseQuery(activeInvitesQuery())
  const { openInvite } = useInviteDialog()
  const [revoking, setRevoking] = useState<ActiveInvite | null>(null)

  const revoke = async (invite: ActiveInvite, commandId: string) => {
    await revokeInvite(invite.id, commandId)
    await queryClient.invalidateQueries({ queryKey: inviteKeys.active })
  }

  return (
    <Card
      title="Active invites"
      actions={
        <Button variant="secondary" onClick={openInvite}>
          New invite
        </Button>
      }
    >
      {invites.length === 0 ? (
        <EmptyState title="No active invites" text="Invite links that are still valid appear here." />
      ) : (
        <ul className="item-list">
          {invites.map((invite) => (
            <li key={invite.id} className="item-list__row">
              <InviteSummary invite={invite} />
              <Button variant="secondary" onClick={() => setRevoking(invite)}>
                Revoke
              </Button>
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
