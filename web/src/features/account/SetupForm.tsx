import { ageGroups } from '@teamspace/domain/team/team.schemas'
import { Field, TextField } from '../../ui'
import { PasswordFields } from './PasswordFields'
import { PersonFields } from './PersonFields'
import { SubmitRow } from './SubmitRow'
import type { AuthForm } from './use-auth-form'

/** Creating a team: the coach's account and the team, in the browser's time zone. */
export function SetupForm({ form }: { form: AuthForm }) {
  return (
    <form className="stack" noValidate onSubmit={(event) => void form.submit(event)}>
      <PersonFields form={form} />
      {form.withPassword && <PasswordFields form={form} />}
      <TextField
        label="Team name"
        autoComplete="off"
        required
        value={form.values.teamName}
        onValueChange={(value) => form.setValue('teamName', value)}
        onBlur={() => form.touch('teamName')}
        error={form.errors.teamName}
      />
      <Field label="Age group" required error={form.errors.ageGroup}>
        {(control) => (
          <select
            {...control}
            value={form.values.ageGroup}
            onChange={(event) => form.setValue('ageGroup', event.target.value)}
            onBlur={() => form.touch('ageGroup')}
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
      </Field>
      <SubmitRow form={form} label="Create Team" />
    </form>
  )
}
