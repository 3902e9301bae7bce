import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { serverFieldErrors } from '../../lib/form'
import { Button, Card, ConfirmDialog, TextField } from '../../ui'
import { useSignOut } from '../account'
import { useSignedInUser } from '../../app/signed-in-user'
import { profileDeleteAccountMessages as m } from './profile-delete-account.messages'
import { deleteMyAccount } from './profile-settings.queries'

/**
 * Deleting one's own account, after a confirmation that says what goes and what stays and asks for the
 * password (or, for an account without one, the e-mail address typed out). The server refuses the team's only
 * coach, with the reason, and a wrong password, which the dialog shows.
 */
export function DeleteAccountCard() {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [proof, setProof] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const signOut = useSignOut()
  const hasPassword = useSignedInUser().authProvider === 'email'

  return (
    <Card title={t(m.title)}>
      <div className="stack">
        <p className="muted">{t(m.intro)}</p>
        <div className="row-end">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t(m.confirm)}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(m.confirmTitle)}
        description={
          <>
            <strong>{t(m.whatGoes)}</strong> {t(m.goes)}
            <br />
            <br />
            <strong>{t(m.whatStays)}</strong> {t(m.stays)}
            <br />
            <br />
            {t(m.cannotBeUndone)}
          </>
        }
        confirmLabel={t(m.confirm)}
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
          return isClientError(error) ? error.message : failureMessage(error, t(m.failed))
        }}
      >
        <TextField
          label={t(hasPassword ? m.passwordLabel : m.emailLabel)}
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
