import { useQuery } from '@tanstack/react-query'
import { authMessages, type RegisterRole } from '@teamspace/domain/account/account.schemas'
import { useRef, useState, type FormEvent } from 'react'
import { isApiError, isClientError } from '../../lib/api'
import { focusFirstInvalid, visibleErrors, type FieldErrors } from '../../lib/form'
import { useTouchedFields } from '../../lib/use-touched-fields'
import { invitePreviewQuery } from '../invites/invites.queries'
import { register, setUpTeam, signIn, type PendingFederated } from './account.queries'
import { authErrorMessage, serverFieldErrors } from './auth-errors'
import {
  authErrors,
  browserTimeZone,
  canSubmit,
  emptyAuthValues,
  parseAuth,
  type AuthBody,
  type AuthValues,
} from './auth-form'
import type { AuthMode } from './auth-search'
import { useCompleteSignIn } from './use-complete-sign-in'

interface UseAuthFormOptions {
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
  invite: string | undefined
  redirect: string | undefined
  pending: PendingFederated | null | undefined
}

const send = (request: AuthBody) => {
  switch (request.mode) {
    case 'login':
      return signIn(request.body)
    case 'register':
      return register(request.body)
    case 'setup':
      return setUpTeam(request.body)
  }
}

/** The state of the /auth forms: values, which errors to show, the invite preview and the submit. */
export function useAuthForm({ mode, onModeChange, invite, redirect, pending }: UseAuthFormOptions) {
  const completeSignIn = useCompleteSignIn()
  const [values, setValues] = useState<AuthValues>(() => ({
    ...emptyAuthValues,
    inviteCode: invite ?? '',
    email: pending?.email ?? '',
    name: pending?.name ?? '',
  }))
  const { touched, edit, leave, reset: resetTouched } = useTouchedFields()
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // State alone lets a fast double tap through before the re-render; the ref closes that gap.
  const inFlight = useRef(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [roleChoice, setRoleChoice] = useState<RegisterRole | null>(null)
  // The code whose invite is shown: the one from the link at once, a typed one when its field is left.
  const [previewCode, setPreviewCode] = useState(invite ?? '')

  const preview = useQuery({
    ...invitePreviewQuery(previewCode),
    enabled: mode === 'register' && previewCode !== '',
  })
  const grantsCoachRole = preview.data?.grantsCoachRole ?? false
  // Coach is only possible with an invite that grants it; such an invite starts on Coach.
  const role: RegisterRole = grantsCoachRole ? (roleChoice ?? 'coach') : 'parent'
  const withPassword = !pending
  const context = { withPassword, role, timeZone: browserTimeZone() }

  const errors = { ...visibleErrors(authErrors(mode, values, context), touched, submitted), ...serverErrors }

  const setValue = (field: keyof AuthValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setServerErrors(({ [field]: _dropped, ...rest }) => rest)
    edit(field)
  }

  const touch = (field: keyof AuthValues) => {
    if (field === 'inviteCode') setPreviewCode(values.inviteCode.trim())
    leave(field, values[field])
  }

  const changeMode = (next: AuthMode) => {
    setValues((previous) => ({ ...previous, password: '', confirmPassword: '' }))
    resetTouched()
    setSubmitted(false)
    setFormError(null)
    setServerErrors({})
    onModeChange(next)
  }

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === 'email-already-in-use') {
      changeMode('login')
      setFormError(authMessages['email-already-in-use'])
      return
    }
    if (isApiError(error) && error.code === 'invalid-invite') {
      setServerErrors({ inviteCode: authMessages['invalid-invite'] })
      return
    }
    if (isApiError(error) && error.code === 'coach-invite-required') {
      setServerErrors({ role: authMessages['coach-invite-required'] })
      return
    }
    const fields = serverFieldErrors(error)
    if (isClientError(error) && Object.keys(fields).length > 0) {
      setServerErrors(fields)
      return
    }
    setFormError(authErrorMessage(error))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (inFlight.current) return
    setSubmitted(true)
    setFormError(null)
    const parsed = parseAuth(mode, values, context)
    if (!parsed.ok) {
      focusFirstInvalid(form)
      return
    }
    inFlight.current = true
    setSubmitting(true)
    try {
      const { user } = await send(parsed.request)
      await completeSignIn(user, redirect)
    } catch (error) {
      fail(error)
      focusFirstInvalid(form)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  return {
    values,
    errors,
    formError,
    submitting,
    canSubmit: canSubmit(values, withPassword),
    withPassword,
    role,
    grantsCoachRole,
    preview,
    setValue,
    touch,
    setRole: setRoleChoice,
    changeMode,
    submit,
  }
}

export type AuthForm = ReturnType<typeof useAuthForm>
