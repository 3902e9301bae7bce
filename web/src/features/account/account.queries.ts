import { queryOptions } from '@tanstack/react-query'
import {
  messageSchema,
  providersSchema,
  sessionSchema,
  signedInSchema,
  type RegisterBody,
  type SetupBody,
  type SignInInput,
} from '@teamspace/domain/account/account.schemas'
import { apiGet, apiSend } from '../../lib/api'

export {
  meSchema,
  sessionSchema,
  type Me,
  type PendingFederated,
  type RegisterBody,
  type Session,
  type SetupBody,
} from '@teamspace/domain/account/account.schemas'
import { liveKey } from '../../lib/live-keys'
export type SignInBody = SignInInput

export const accountKeys = {
  session: liveKey('session'),
  providers: ['auth', 'providers'] as const,
}

export function sessionQuery() {
  return queryOptions({
    queryKey: accountKeys.session,
    queryFn: () => apiGet('/api/auth/session', sessionSchema),
    // Who is signed in rarely changes behind our back; the live socket and every 401 refresh it when it does.
    staleTime: 5 * 60_000,
  })
}

export function providersQuery() {
  return queryOptions({
    queryKey: accountKeys.providers,
    queryFn: () => apiGet('/api/auth/providers', providersSchema),
    staleTime: Infinity,
  })
}

export const signIn = (body: SignInBody) => apiSend('POST', '/api/auth/sign-in', body, signedInSchema)
export const register = (body: RegisterBody) => apiSend('POST', '/api/auth/register', body, signedInSchema)
export const setUpTeam = (body: SetupBody) => apiSend('POST', '/api/auth/setup', body, signedInSchema)
export const signOut = () => apiSend('POST', '/api/auth/sign-out')

export const requestPasswordReset = (email: string) =>
  apiSend('POST', '/api/auth/password-reset', { email }, messageSchema)

export const confirmPasswordReset = (token: string, password: string) =>
  apiSend('POST', '/api/auth/password-reset/confirm', { token, password }, signedInSchema)

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiSend('POST', '/api/auth/password', { currentPassword, newPassword }, messageSchema)
