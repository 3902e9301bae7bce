import {
  passwordConfirmationSchema,
  registerFormSchema,
  registerSchema,
  setupFormSchema,
  setupSchema,
  signInSchema,
  type RegisterRole,
} from '@teamspace/domain/account/account.schemas'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from '@teamspace/domain/shared/field-errors'
import { validate } from '../../lib/form'
import type { RegisterBody, SetupBody, SignInBody } from './account.queries'
import type { AuthMode } from './auth-search'

/** Everything the three /auth forms ask for; switching mode keeps what carries over (name, e-mail). */
export interface AuthValues {
  name: string
  email: string
  password: string
  confirmPassword: string
  inviteCode: string
  teamName: string
  ageGroup: string
}

export const emptyAuthValues: AuthValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  inviteCode: '',
  teamName: '',
  ageGroup: '',
}

export interface AuthContext {
  /** False after a Google sign-in: that person proves who they are without a password. */
  withPassword: boolean
  role: RegisterRole
  timeZone: string
}

export type AuthBody =
  { mode: 'login'; body: SignInBody } | { mode: 'register'; body: RegisterBody } | { mode: 'setup'; body: SetupBody }

function schemaFor(mode: AuthMode, withPassword: boolean): z.ZodType {
  switch (mode) {
    case 'login':
      return signInSchema
    case 'register':
      return withPassword ? registerFormSchema : registerSchema.omit({ password: true })
    case 'setup':
      return withPassword ? setupFormSchema : setupSchema.omit({ password: true })
  }
}

function inputFor(mode: AuthMode, values: AuthValues, context: AuthContext) {
  const { name, email, password, confirmPassword, inviteCode, teamName, ageGroup } = values
  const secret = context.withPassword ? { password, confirmPassword } : {}
  switch (mode) {
    case 'login':
      return { email, password }
    case 'register':
      return { name, email, ...secret, role: context.role, inviteCode }
    case 'setup':
      return { name, email, ...secret, teamName, ageGroup, timeZone: context.timeZone }
  }
}

/** Every problem with the values for this mode, one message per field, in the spec's words. */
export function authErrors(mode: AuthMode, values: AuthValues, context: AuthContext): FieldErrors {
  const errors = validate(schemaFor(mode, context.withPassword), inputFor(mode, values, context))
  if (mode !== 'login' && context.withPassword && !errors.confirmPassword) {
    const { confirmPassword } = validate(passwordConfirmationSchema, values)
    if (confirmPassword) errors.confirmPassword = confirmPassword
  }
  return errors
}

/** The request body for this mode (trimmed, e-mail lower-cased), or the reasons it cannot be sent. */
export function parseAuth(
  mode: AuthMode,
  values: AuthValues,
  context: AuthContext,
): { ok: true; request: AuthBody } | { ok: false; errors: FieldErrors } {
  const result = schemaFor(mode, context.withPassword).safeParse(inputFor(mode, values, context))
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) }
  const { confirmPassword: _confirm, ...body } = result.data as Record<string, unknown>
  // The schema picked for `mode` is the one that produced `body`, so the pairing holds.
  return { ok: true, request: { mode, body } as unknown as AuthBody }
}

/** Submitting needs an e-mail, and a password wherever one is asked for. */
export function canSubmit(values: AuthValues, withPassword: boolean): boolean {
  return values.email.trim() !== '' && (!withPassword || values.password !== '')
}

/** The browser's own time zone, sent silently when a team is created. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}
