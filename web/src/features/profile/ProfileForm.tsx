import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { formatPhone, updateProfileSchema, type Profile } from '@teamspace/domain/profile/profile.schemas'
import { useState, type ReactNode } from 'react'
import { useT, type Translate } from '../../i18n/use-t'
import { formDefaultsOnChange, submitOf, useAppForm } from '../../lib/app-form'
import { failureMessage } from '../../lib/api'
import { checkSchema, showRefusal } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Card, Notice, TextField } from '../../ui'
import { PrivacyToggles } from './PrivacyToggles'
import { profileMessages as m } from './profile.messages'
import { profileKeys, profileQuery, updateProfile } from './profile.queries'

const shownAs = (t: Translate, phone: string) =>
  phone.trim() ? t(m.shownAs, { phone: formatPhone(phone.trim()) }) : undefined

interface ProfileFormProps {
  /**
   * Inside another frame (the directory's Edit My Profile dialog): no card around it, and the owner is told of
   * the save instead of the form showing its own success message.
   */
  onSaved?: (profile: Profile) => void
  /** Beside the Save button (the dialog's Cancel). */
  secondaryAction?: ReactNode
}

/** The person's own details and what others may see of them. */
export function ProfileForm({ onSaved, secondaryAction }: ProfileFormProps = {}) {
  const t = useT()
  const queryClient = useQueryClient()
  const { data: profile } = useSuspenseQuery(profileQuery())
  const [saved, setSaved] = useState(false)
  // A failure the form could not place beside a field.
  const [failure, setFailure] = useState<unknown>(null)

  const save = useCommand({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileKeys.all, updated)
      if (onSaved) onSaved(updated)
      else setSaved(true)
    },
  })

  const form = useAppForm({
    ...formDefaultsOnChange(() => setSaved(false)),
    defaultValues: {
      name: profile.name,
      phoneNumber: profile.phoneNumber ?? '',
      address: profile.address ?? '',
      emergencyContact: profile.emergencyContact ?? '',
      emergencyPhone: profile.emergencyPhone ?? '',
      privacy: profile.privacy,
    },
    validators: { onDynamic: checkSchema(updateProfileSchema) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await save.mutateAsync(updateProfileSchema.parse(value))
      } catch (error) {
        if (!showRefusal(formApi, error)) setFailure(error)
      }
    },
  })

  const fields = (
    <form className="stack" noValidate onSubmit={submitOf(form)}>
      <form.AppField name="name">
        {(field) => <field.TextField label={t(m.name)} autoComplete="name" required />}
      </form.AppField>
      <TextField
        label={t(m.email)}
        type="email"
        value={profile.email}
        onValueChange={() => undefined}
        readOnly
        hint={t(m.emailHint)}
      />
      <form.AppField name="phoneNumber">
        {(field) => (
          <field.TextField
            label={t(m.phone)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={shownAs(t, field.state.value)}
          />
        )}
      </form.AppField>
      <form.AppField name="address">
        {(field) => <field.TextField label={t(m.address)} autoComplete="street-address" />}
      </form.AppField>
      <form.AppField name="emergencyContact">
        {(field) => <field.TextField label={t(m.emergencyContact)} autoComplete="off" />}
      </form.AppField>
      <form.AppField name="emergencyPhone">
        {(field) => (
          <field.TextField
            label={t(m.emergencyPhone)}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={shownAs(t, field.state.value)}
          />
        )}
      </form.AppField>
      <form.Field name="privacy">
        {(field) => <PrivacyToggles value={field.state.value} onChange={field.handleChange} />}
      </form.Field>
      {saved && <Notice tone="success">{t(m.saved)}</Notice>}
      {failure !== null && <Notice tone="error">{failureMessage(failure, t(m.saveFailed))}</Notice>}
      <div className="row-end">
        {secondaryAction}
        <form.AppForm>
          <form.SubmitButton variant="primary">{t(m.saveProfile)}</form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
  return onSaved ? fields : <Card title={t(m.detailsTitle)}>{fields}</Card>
}
