import { useT } from '../../i18n/use-t'
import { AgeGroupSelect } from './AgeGroupSelect'
import { PasswordFields } from './PasswordFields'
import { PersonFields } from './PersonFields'
import { SubmitRow } from './SubmitRow'
import { accountAuthMessages as m } from './account-auth.messages'
import type { AuthForm } from './use-auth-form'

/** Creating a team: the coach's account and the team, in the browser's time zone. */
export function SetupForm({ auth }: { auth: AuthForm }) {
  const t = useT()
  const { form } = auth
  return (
    <form className="stack" noValidate onSubmit={auth.submit}>
      <PersonFields auth={auth} />
      {auth.withPassword && <PasswordFields auth={auth} />}
      <form.AppField name="teamName">
        {(field) => <field.TextField label={t(m.teamName)} autoComplete="off" required />}
      </form.AppField>
      <form.AppField name="ageGroup">
        {(field) => (
          <field.Control label={t(m.ageGroup)} required>
            {(control) => (
              <AgeGroupSelect
                control={control}
                value={field.state.value}
                onChange={field.handleChange}
                placeholder={t(m.selectAgeGroup)}
              />
            )}
          </field.Control>
        )}
      </form.AppField>
      <SubmitRow auth={auth} label={t(m.createTeam)} />
    </form>
  )
}
