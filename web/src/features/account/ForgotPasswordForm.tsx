import { passwordResetRequestSchema } from '@teamspace/domain/account/account.schemas'
import { useState, type FormEvent } from 'react'
import { focusFirstInvalid, validate } from '../../lib/form'
import { Button, Notice, TextField } from '../../ui'
import { requestPasswordReset } from './account.queries'
import { authErrorMessage } from './auth-errors'

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail)
  const [checked, setChecked] = useState(false)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const emailError = checked ? validate(passwordResetRequestSchema, { email }).email : undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setChecked(true)
    const parsed = passwordResetRequestSchema.safeParse({ email })
    if (!parsed.success) {
      focusFirstInvalid(form)
      return
    }
    if (sending) return
    setSending(true)
    setError(null)
    try {
      const { message } = await requestPasswordReset(parsed.data.email)
      setSent(message)
    } catch (failure) {
      setError(authErrorMessage(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
      <div>
        <h2>Reset your password</h2>
        <p className="muted">We will e-mail you a link to choose a new password. It works for one hour.</p>
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={(value) => {
          setEmail(value)
          setSent(null)
        }}
        onBlur={() => setChecked(checked || email !== '')}
        error={emailError}
      />
      {sent && <Notice tone="success">{sent}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" variant="primary" block loading={sending} disabled={email.trim() === ''}>
        Send reset link
      </Button>
      <Button variant="ghost" block onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  )
}
