import { createTeamSchema } from '@teamspace/domain/account/account.schemas'
import { useMemo, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { isClientError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { Notice } from '../../ui'
import { AgeGroupSelect } from './AgeGroupSelect'
import { AuthCard } from './AuthCard'
import { BackToTeam, SignedInAs } from './SignedInAs'
import { accountAuthMessages } from './account-auth.messages'
import { accountPagesMessages as m } from './account-pages.messages'
import { createTeam, type Me } from './account.queries'
import { authErrorMessage } from './auth-errors'
import { browserTimeZone } from './auth-form'
import { useCompleteSignIn } from './use-complete-sign-in'
import { useSignOut } from './use-sign-out'

const emptyTeam = { teamName: '', ageGroup: '' }

/** /setup for someone signed in: another team, with them as its coach, in the browser's time zone. */
export function CreateTeamPage({ user }: { user: Me }) {
  const t = useT()
  const enter = useCompleteSignIn()
  const signOutHere = useSignOut(useMemo(() => ({ mode: 'setup' as const }), []))
  const [error, setError] = useState<string | null>(null)
  const timeZone = browserTimeZone()
  const form = useAppForm({
    ...formDefaults,
    defaultValues: emptyTeam,
    validators: { onDynamic: checkSchema(createTeamSchema, (values: typeof emptyTeam) => ({ ...values, timeZone })) },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const { user: next } = await createTeam(createTeamSchema.parse({ ...value, timeZone }))
        await enter(next, undefined)
      } catch (failure) {
        if (isClientError(failure) && showRefusal(form, failure)) return
        setError(authErrorMessage(failure))
      }
    },
  })

  return (
    <AuthCard subtitle={t(m.createAnotherTeam)}>
      <SignedInAs user={user} onSignOut={signOutHere} />
      <form className="stack" noValidate onSubmit={submitOf(form)}>
        <form.AppField name="teamName">
          {(field) => <field.TextField label={t(accountAuthMessages.teamName)} autoComplete="off" required />}
        </form.AppField>
        <form.AppField name="ageGroup">
          {(field) => (
            <field.Control label={t(accountAuthMessages.ageGroup)} required>
              {(control) => (
                <AgeGroupSelect
                  control={control}
                  value={field.state.value}
                  onChange={field.handleChange}
                  placeholder={t(accountAuthMessages.selectAgeGroup)}
                />
              )}
            </field.Control>
          )}
        </form.AppField>
        <p className="field__hint">{t(m.coachAndTimeZone, { timeZone })}</p>
        {error && <Notice tone="error">{error}</Notice>}
        <form.AppForm>
          <form.Subscribe selector={(state) => state.values.teamName.trim() === ''}>
            {(empty) => (
              <form.SubmitButton variant="primary" block disabled={empty}>
                {t(m.createTeam)}
              </form.SubmitButton>
            )}
          </form.Subscribe>
        </form.AppForm>
      </form>
      <BackToTeam user={user} />
    </AuthCard>
  )
}
