import { accountDeletionMessages } from '@teamspace/domain/account/account.constants'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { serverFieldErrors } from '../../lib/form'
import { Button, Card, ConfirmDialog, TextField } from '../../ui'
import { useSignOut } from '../account'
import { useSignedInUser } from '../../app/signed-in-user'
import { deleteMyAccount } from './profile-settings.queries'

/**
 * Deleting one's own account, after a confirmation that says what goes and what stays and asks for the
 * password (or, for an account without one, the e-mail address typed out). The server refuses the team's only
 * coach, with the reason, and a wrong password, which the dialog shows.
 */
export function DeleteAccountCard() {
  const [confirming, setConfirming] = useState(false)
  const [proof, setProof] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const signOut = useSignOut()
  const hasPassword = useSignedInUser().authProvider === 'email'

  return (
    <Card title={accountDeletionMessages.title}>
      <div className="stack">
        <p className="muted">
          Leave every team you belong to and delete everything Team Space keeps about you. This cannot be undone.
        </p>
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
          setFieldError(undefined)
          await deleteMyAccount(commandId, hasPassword ? { currentPassword: proof } : { email: proof })
          // The session is gone with the account: leave the signed-in pages and drop every cached answer.
          await signOut()
        }}
        onClose={() => {
          setConfirming(false)
          setProof('')
          setFieldError(undefined)
        }}
        // A wrong password shows at its field; the server's reason when it refuses (the team's only coach);
        // else the spec-style failure.
        errorMessage={(error) => {
          const fields = serverFieldErrors(error)
          setFieldError(fields['currentPassword'] ?? fields['email'])
          return isClientError(error) ? error.message : failureMessage(error, accountDeletionMessages.failed)
        }}
      >
        <TextField
          label={hasPassword ? accountDeletionMessages.passwordLabel : accountDeletionMessages.emailLabel}
          type={hasPassword ? 'password' : 'email'}
          autoComplete={hasPassword ? 'current-password' : 'off'}
          value={proof}
          onValueChange={(value) => {
            setProof(value)
            setFieldError(undefined)
          }}
          error={fieldError}
          required
        />
      </ConfirmDialog>
    </Card>
  )
}
