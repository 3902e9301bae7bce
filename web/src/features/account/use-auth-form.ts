import { useQuery } from '@tanstack/react-query'
import type { RegisterRole } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { currentLanguage, translate } from '../../i18n/locale'
import { isApiError, isClientError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkWith, showRefusal } from '../../lib/form'
import { invitePreviewQuery } from '../invites'
import { accountErrorsMessages } from './account-errors.messages'
import { register, setUpTeam, signIn, type PendingFederated } from './account.queries'
import { authErrorMessage } from './auth-errors'
import { authErrors, browserTimeZone, canSubmit, emptyAuthValues, parseAuth, type AuthBody } from './auth-form'
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
    // The language the page speaks comes along: the account keeps it, and the first mails already speak it.
    case 'register':
      return register({ ...request.body, language: currentLanguage() })
    case 'setup':
      return setUpTeam({ ...request.body, language: currentLanguage() })
  }
}

/** The state of the /auth forms: one form for the three modes, the invite preview, the role and the submit. */
export function useAuthForm({ mode, onModeChange, invite, redirect, pending }: UseAuthFormOptions) {
  const completeSignIn = useCompleteSignIn()
  const [formError, setFormError] = useState<string | null>(null)
  const [roleError, setRoleError] = useState<string | undefined>()
  const [roleChoice, setRoleChoice] = useState<RegisterRole | null>(null)
  // The code whose invite is shown: the one from the link at once, a typed one when its field is left.
  const [previewCode, setPreviewCode] = useState(invite ?? '')
  // What the page opened with; switching mode keeps what carries over (name, e-mail) itself.
  const [defaultValues] = useState(() => ({
    ...emptyAuthValues,
    inviteCode: invite ?? '',
    email: pending?.email ?? '',
    name: pending?.name ?? '',
  }))

  // Shown when joining, and when signing in with an invite: after signing in, that team is the one to join.
  const preview = useQuery({
    ...invitePreviewQuery(previewCode),
    enabled: mode !== 'setup' && previewCode !== '',
  })
  const joinAfterSignIn = mode === 'login' && preview.isSuccess ? previewCode : undefined
  const grantsCoachRole = preview.data?.grantsCoachRole ?? false
  // Coach is only possible with an invite that grants it; such an invite starts on Coach.
  const role: RegisterRole = grantsCoachRole ? (roleChoice ?? 'coach') : 'parent'
  const withPassword = !pending
  const context = { withPassword, role, timeZone: browserTimeZone() }

  const form = useAppForm({
    ...formDefaults,
    defaultValues,
    validators: { onDynamic: checkWith((values: typeof defaultValues) => authErrors(mode, values, context)) },
    onSubmit: async ({ value }) => {
      setFormError(null)
      const parsed = parseAuth(mode, value, context)
      if (!parsed.ok) return
      try {
        const { user } = await send(parsed.request)
        await completeSignIn(user, redirect, joinAfterSignIn)
      } catch (error) {
        fail(error)
      }
    },
  })

  const changeMode = (next: AuthMode) => {
    form.reset({ ...form.state.values, password: '', confirmPassword: '' }, { keepDefaultValues: true })
    setFormError(null)
    setRoleError(undefined)
    onModeChange(next)
  }

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === 'email-already-in-use') {
      changeMode('login')
      setFormError(translate(accountErrorsMessages['email-already-in-use']))
      return
    }
    if (isApiError(error) && error.code === 'coach-invite-required') {
      setRoleError(translate(accountErrorsMessages['coach-invite-required']))
      return
    }
    if (isClientError(error) && showRefusal(form, error)) return
    setFormError(authErrorMessage(error))
  }

  return {
    form,
    formError,
    roleError,
    withPassword,
    role,
    grantsCoachRole,
    preview,
    /** The team an invite leads to, when signing in is the way to join it. */
    joiningTeam: mode === 'login' ? preview.data?.teamName : undefined,
    canSubmit: (values: typeof defaultValues) => canSubmit(values, withPassword),
    showPreviewOf: (code: string) => setPreviewCode(code.trim()),
    setRole: (next: RegisterRole) => {
      setRoleChoice(next)
      setRoleError(undefined)
    },
    changeMode,
    submit: submitOf(form),
  }
}

export type AuthForm = ReturnType<typeof useAuthForm>
