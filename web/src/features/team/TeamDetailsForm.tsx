import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createTeamSchema } from '@teamspace/domain/team/team.schemas'
import { languageCodes, languages, type Language } from '@teamspace/domain/shared/languages'
import { useMemo, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaultsOnChange, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Card, Notice } from '../../ui'
import { AgeGroupSelect } from '../account'
import { teamSettingsMessages as m } from './team-settings.messages'
import { teamKeys, teamQuery, updateTeam } from './team.queries'
import { timeZoneOptions } from './time-zones'

/** The team's name, age group, time zone (the calendar shows times in it) and language. */
export function TeamDetailsForm() {
  const t = useT()
  const queryClient = useQueryClient()
  const { data: team } = useSuspenseQuery(teamQuery())
  const [saved, setSaved] = useState(false)
  // A refusal the form could not place beside a field, in its own words.
  const [failure, setFailure] = useState<string | null>(null)
  const zones = useMemo(() => timeZoneOptions(team.timeZone), [team.timeZone])

  const save = useCommand({
    mutationFn: updateTeam,
    onSuccess: (updated) => {
      queryClient.setQueryData(teamKeys.detail, updated)
      setSaved(true)
    },
  })

  const form = useAppForm({
    ...formDefaultsOnChange(() => setSaved(false)),
    defaultValues: { name: team.name, ageGroup: team.ageGroup, timeZone: team.timeZone, language: team.language },
    validators: { onDynamic: checkSchema(createTeamSchema) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await save.mutateAsync(createTeamSchema.parse(value))
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
      }
    },
  })

  return (
    <Card title={t(m.detailsTitle)}>
      <form className="stack" noValidate onSubmit={submitOf(form)}>
        <form.AppField name="name">{(field) => <field.TextField label={t(m.teamName)} required />}</form.AppField>
        <form.AppField name="ageGroup">
          {(field) => (
            <field.Control label={t(m.ageGroup)} required>
              {(control) => (
                <AgeGroupSelect control={control} value={field.state.value} onChange={field.handleChange} />
              )}
            </field.Control>
          )}
        </form.AppField>
        <form.AppField name="timeZone">
          {(field) => (
            <field.Control label={t(m.timeZone)} hint={t(m.timeZoneHint)}>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                >
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </select>
              )}
            </field.Control>
          )}
        </form.AppField>
        <form.AppField name="language">
          {(field) => (
            <field.Control label={t(m.language)} hint={t(m.languageHint)}>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as Language)}
                >
                  {languageCodes.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {languages[code].name}
                    </option>
                  ))}
                </select>
              )}
            </field.Control>
          )}
        </form.AppField>
        {saved && <Notice tone="success">{t(m.saved)}</Notice>}
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="row-end">
          <form.AppForm>
            <form.SubmitButton variant="primary">{t(m.saveChanges)}</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </Card>
  )
}
