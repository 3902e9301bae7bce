import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { ageGroups, createTeamSchema } from '@teamspace/domain/team/team.schemas'
import { useMemo, useState, type FormEvent } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { focusFirstInvalid, hasErrors, validate } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Button, Card, Field, Notice, TextField } from '../../ui'
import { accountKeys } from '../account/account.queries'
import { serverFieldErrors } from '../account/auth-errors'
import { teamKeys, teamQuery, updateTeam } from './team.queries'
import { timeZoneOptions } from './time-zones'

/** The team's name, age group and time zone (the calendar shows times in it). */
export function TeamDetailsForm() {
  const queryClient = useQueryClient()
  const { data: team } = useSuspenseQuery(teamQuery())
  const [values, setValues] = useState({ name: team.name, ageGroup: team.ageGroup, timeZone: team.timeZone })
  const [checked, setChecked] = useState(false)
  const [saved, setSaved] = useState(false)
  const zones = useMemo(() => timeZoneOptions(team.timeZone), [team.timeZone])

  const save = useCommand({
    mutationFn: updateTeam,
    onSuccess: (updated) => {
      queryClient.setQueryData(teamKeys.detail, updated)
      // The team name is also part of the session (header, invite mails).
      void queryClient.invalidateQueries({ queryKey: accountKeys.session })
      setSaved(true)
    },
  })

  const clientErrors = validate(createTeamSchema, values)
  const errors = { ...(checked ? clientErrors : {}), ...(save.isError ? serverFieldErrors(save.error) : {}) }

  const change = (field: keyof typeof values, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setSaved(false)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    if (hasErrors(clientErrors)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    const parsed = createTeamSchema.parse(values)
    if (!save.isPending) save.mutate(parsed)
  }

  return (
    <Card title="Team details">
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          label="Team name"
          required
          value={values.name}
          onValueChange={(value) => change('name', value)}
          error={errors.name}
        />
        <Field label="Age group" required error={errors.ageGroup}>
          {(control) => (
            <select {...control} value={values.ageGroup} onChange={(event) => change('ageGroup', event.target.value)}>
              {ageGroups.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Time zone" hint="Practice and game times are shown in this time zone." error={errors.timeZone}>
          {(control) => (
            <select {...control} value={values.timeZone} onChange={(event) => change('timeZone', event.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        {saved && <Notice tone="success">Team settings saved.</Notice>}
        {save.isError && !hasErrors(serverFieldErrors(save.error)) && (
          <Notice tone="error">
            {isClientError(save.error)
              ? save.error.message
              : failureMessage(save.error, 'Failed to save team settings. Please try again.')}
          </Notice>
        )}
        <div className="row-end">
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save changes
          </Button>
        </div>
      </form>
    </Card>
  )
}
