import { authMessages } from '@teamspace/domain/account/account.schemas'
import { keepFocusOnPress } from '../../lib/form'
import { Button, TextField } from '../../ui'
import { InvitePreview } from './InvitePreview'
import { PasswordFields } from './PasswordFields'
import { PersonFields } from './PersonFields'
import { RoleChoice } from './RoleChoice'
import { SubmitRow } from './SubmitRow'
import type { AuthForm } from './use-auth-form'

/** Joining a team: only with an invite code; without one, the way to create a team instead. */
export function RegisterForm({ form }: { form: AuthForm }) {
  const hasCode = form.values.inviteCode.trim() !== ''
  return (
    <form className="stack" noValidate onSubmit={(event) => void form.submit(event)}>
      <div className="stack stack--tight">
        <TextField
          label="Invite code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          hint="It is in the invite link your coach or family member sent you."
          value={form.values.inviteCode}
          onValueChange={(value) => form.setValue('inviteCode', value)}
          onBlur={() => form.touch('inviteCode')}
          error={form.errors.inviteCode}
        />
        {hasCode ? (
          <InvitePreview preview={form.preview} fieldError={form.errors.inviteCode} />
        ) : (
          <div className="auth__no-invite">
            <p>{authMessages['invite-required']}</p>
            <Button variant="secondary" onMouseDown={keepFocusOnPress} onClick={() => form.changeMode('setup')}>
              Create a team
            </Button>
          </div>
        )}
      </div>
      <PersonFields form={form} />
      {form.withPassword && <PasswordFields form={form} />}
      <RoleChoice form={form} />
      <SubmitRow form={form} label="Join Team" />
    </form>
  )
}
