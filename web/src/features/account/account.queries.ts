import { queryOptions } from '@tanstack/react-query'
import { meSchema } from '@teamspace/domain/account/account.schemas'
import { z } from 'zod'
import { apiGet, apiSend } from '../../lib/api'

export { meSchema, type Me } from '@teamspace/domain/account/account.schemas'

export const pendingFederatedSchema = z.object({ email: z.string(), name: z.string().catch('') })
export type PendingFederated = z.infer<typeof pendingFederatedSchema>

export const sessionSchema = z.object({
  user: meSchema.nullable(),
  pendingFederated: pendingFederatedSchema.nullish(),
})
export type Session = z.infer<typeof sessionSchema>

const signedInSchema = z.object({ user: meSchema })
const messageSchema = z.object({ message: z.string() })
const providersSchema = z.object({ google: z.boolean() })

export const accountKeys = {
  session: ['session'] as const,
  providers: ['auth', 'providers'] as const,
  profile: ['profile'] as const,
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

export interface SignInBody {
  email: string
  password: string
}

export interface RegisterBody {
  email: string
  password?: string
  name: string
  role: 'parent' | 'coach'
  inviteCode: string
}

export interface SetupBody {
  email: string
  password?: string
  name: string
  teamName: string
  ageGroup: string
  timeZone: string
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
