import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { formatPhone, updateProfileSchema, type Privacy } from '@teamspace/domain/profile/profile.schemas'
import { useState, type FormEvent } from 'react'
import { failureMessage } from '../../lib/api'
import { focusFirstInvalid, hasErrors, validate } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Button, Card, Notice, TextField } from '../../ui'
import { accountKeys } from '../account/account.queries'
import { PrivacyToggles } from './PrivacyToggles'
import { profileQuery, updateProfile } from './profile.queries'

type ContactField = 'name' | 'phoneNumber' | 'address' | 'emergencyContact' | 'emergencyPhone'

/** The person's own details and what others may see of them. */
export function ProfileForm() {
  const queryClient = useQueryClient()
  const { data: profile } = useSuspenseQuery(profileQuery())
  const [values, setValues] = useState({
    name: profile.name,
    phoneNumber: profile.phoneNumber ?? '',
    address: profile.address ?? '',
    emergencyContact: profile.emergencyContact ?? '',
    emergencyPhone: profile.emergencyPhone ?? '',
  })
  const [privacy, setPrivacy] = useState<Privacy>(profile.privacy)
  const [checked, setChecked] = useState(false)
  const [saved, setSaved] = useState(false)

  const save = useCommand({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(accountKeys.profile, updated)
      // The name shows in the header menus, which read the session.
      void queryClient.invalidateQueries({ queryKey: accountKeys.session })
      setSaved(true)
    },
  })

  const input = { ...values, privacy }
  const clientErrors = validate(updateProfileSchema, input)
  const errors = checked ? clientErrors : {}

  const change = (field: ContactField, value: string) => {
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
    if (!save.isPending) save.mutate(updateProfileSchema.parse(input))
  }

  const phone = values.phoneNumber.trim()
  return (
    <Card title="Your details">
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          label="Name"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={(v) => change('name', v)}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          value={profile.email}
          onValueChange={() => undefined}
          readOnly
          hint="The address you sign in with."
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phoneNumber}
          onValueChange={(v) => change('phoneNumber', v)}
          hint={phone ? `Shown as ${formatPhone(phone)}` : undefined}
          error={errors.phoneNumber}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          value={values.address}
          onValueChange={(v) => change('address', v)}
          error={errors.address}
        />
        <TextField
          label="Emergency contact"
          autoComplete="off"
          value={values.emergencyContact}
          onValueChange={(v) => change('emergencyContact', v)}
          error={errors.emergencyContact}
        />
        <TextField
          label="Emergency phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.emergencyPhone}
          onValueChange={(v) => change('emergencyPhone', v)}
          hint={values.emergencyPhone.trim() ? `Shown as ${formatPhone(values.emergencyPhone.trim())}` : undefined}
          error={errors.emergencyPhone}
        />
        <PrivacyToggles
          value={privacy}
          onChange={(next) => {
            setPrivacy(next)
            setSaved(false)
          }}
        />
        {saved && <Notice tone="success">Profile updated successfully!</Notice>}
        {save.isError && (
          <Notice tone="error">{failureMessage(save.error, 'Failed to update profile. Please try again.')}</Notice>
        )}
        <div className="row-end">
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  )
}
