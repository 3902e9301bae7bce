import { accountDeletionMessages } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog } from '../../ui'
import { useSignOut } from '../account/use-sign-out'
import { deleteMyAccount } from './profile-settings.queries'

/**
 * Deleting one's own account, after a confirmation that says what goes and what stays. The server refuses the
 * team's only coach, with the reason, which the dialog shows.
 */
export function DeleteAccountCard() {
  const [confirming, setConfirming] = useState(false)
  const signOut = useSignOut()

  return (
    <Card title={accountDeletionMessages.title}>
      <div className="stack">
        <p className="muted">Leave the team and delete everything Team Space keeps about you. This cannot be undone.</p>
        <div className="row-end">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {accountDeletionMessages.confirm}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        description={
          <>
            <strong>What goes:</strong> {accountDeletionMessages.goes}
            <br />
            <br />
            <strong>What stays:</strong> {accountDeletionMessages.stays}
            <br />
            <br />
            This cannot be undone.
          </>
        }
        confirmLabel={accountDeletionMessages.confirm}
        destructive
        onConfirm={async (commandId) => {
          await deleteMyAccount(commandId)
          // The session is gone with the account: leave the signed-in pages and drop every cached answer.
          await signOut()
        }}
        onClose={() => setConfirming(false)}
        // The server's reason when it refuses (the team's only coach), else the spec-style failure.
        errorMessage={(error) =>
          isClientError(error) ? error.message : failureMessage(error, accountDeletionMessages.failed)
        }
      />
    </Card>
  )
}
