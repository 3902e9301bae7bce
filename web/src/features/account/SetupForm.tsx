import { ageGroups } from '@teamspace/domain/team/team.constants'
import { PasswordFields } from './PasswordFields'
import { PersonFields } from './PersonFields'
import { SubmitRow } from './SubmitRow'
import type { AuthForm } from './use-auth-form'

/** Creating a team: the coach's account and the team, in the browser's time zone. */
export function SetupForm({ auth }: { auth: AuthForm }) {
  const { form } = auth
  return (
    <form className="stack" noValidate onSubmit={auth.submit}>
      <PersonFields auth={auth} />
      {auth.withPassword && <PasswordFields auth={auth} />}
      <form.AppField name="teamName">
        {(field) => <field.TextField label="Team name" autoComplete="off" required />}
      </form.AppField>
      <form.AppField name="ageGroup">
        {(field) => (
          <field.Control label="Age group" required>
            {(control) => (
              <select
                {...control}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              >
                <option value="" disabled>
                  Select age group
                </option>
                {ageGroups.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </select>
            )}
          </field.Control>
        )}
      </form.AppField>
      <SubmitRow auth={auth} label="Create Team" />
    </form>
  )
}
