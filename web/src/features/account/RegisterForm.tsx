import { useT } from '../../i18n/use-t'
import { keepFocusOnPress, shownError } from '../../lib/form'
import { Button } from '../../ui'
import { InvitePreview } from './InvitePreview'
import { PasswordFields } from './PasswordFields'
import { PersonFields } from './PersonFields'
import { RoleChoice } from './RoleChoice'
import { SubmitRow } from './SubmitRow'
import { accountAuthMessages as m } from './account-auth.messages'
import { accountErrorsMessages } from './account-errors.messages'
import type { AuthForm } from './use-auth-form'

/** Joining a team: only with an invite code; without one, the way to create a team instead. */
export function RegisterForm({ auth }: { auth: AuthForm }) {
  const t = useT()
  const { form } = auth
  return (
    <form className="stack" noValidate onSubmit={auth.submit}>
      <div className="stack stack--tight">
        <form.AppField name="inviteCode" listeners={{ onBlur: ({ value }) => auth.showPreviewOf(value) }}>
          {(field) => (
            <field.TextField
              label={t(m.inviteCode)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              required
              hint={t(m.inviteCodeHint)}
            />
          )}
        </form.AppField>
        <form.Subscribe
          selector={(state) => ({
            hasCode: state.values.inviteCode.trim() !== '',
            codeError: state.fieldMeta.inviteCode && shownError(state.fieldMeta.inviteCode, state.submissionAttempts),
          })}
        >
          {({ hasCode, codeError }) =>
            hasCode ? (
              <InvitePreview preview={auth.preview} fieldError={codeError} />
            ) : (
              <div className="auth__no-invite">
                <p>{t(accountErrorsMessages['invite-required'])}</p>
                <Button variant="secondary" onMouseDown={keepFocusOnPress} onClick={() => auth.changeMode('setup')}>
                  {t(m.createATeam)}
                </Button>
              </div>
            )
          }
        </form.Subscribe>
      </div>
      <PersonFields auth={auth} />
      {auth.withPassword && <PasswordFields auth={auth} />}
      <RoleChoice
        role={auth.role}
        grantsCoachRole={auth.grantsCoachRole}
        error={auth.roleError}
        onChange={auth.setRole}
      />
      <SubmitRow auth={auth} label={t(m.joinTeam)} />
    </form>
  )
}
