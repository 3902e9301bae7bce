import { queryOptions } from '@tanstack/react-query'
import type {
  CreateTeamInput,
  JoinTeamInput,
  messageSchema,
  providersSchema,
  sessionSchema,
  signedInSchema,
  RegisterBody,
  SetupBody,
  SignInInput,
} from '@teamspace/domain/account/account.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'

export type { Me, PendingFederated, RegisterBody, Session, SetupBody } from '@teamspace/domain/account/account.schemas'
import { liveKey } from '../../lib/live-keys'
export type SignInBody = SignInInput

export const accountKeys = {
  session: liveKey('session'),
  providers: ['auth', 'providers'] as const,
}

export function sessionQuery() {
  return queryOptions({
    queryKey: accountKeys.session,
    queryFn: (context) => apiGet<Answer<typeof sessionSchema>>('/api/auth/session', context),
    // Who is signed in rarely changes behind our back; the live socket and every 401 refresh it when it does.
    staleTime: 5 * 60_000,
  })
}

export function providersQuery() {
  return queryOptions({
    queryKey: accountKeys.providers,
    queryFn: (context) => apiGet<Answer<typeof providersSchema>>('/api/auth/providers', context),
    staleTime: Infinity,
  })
}

export const signIn = (body: SignInBody) => apiSend<Answer<typeof signedInSchema>>('POST', '/api/auth/sign-in', body)
export const register = (body: RegisterBody) =>
  apiSend<Answer<typeof signedInSchema>>('POST', '/api/auth/register', body)
export const setUpTeam = (body: SetupBody) => apiSend<Answer<typeof signedInSchema>>('POST', '/api/auth/setup', body)
/** A signed-in person joins another team through its invite; the session moves there. */
export const joinTeam = (body: JoinTeamInput) => apiSend<Answer<typeof signedInSchema>>('POST', '/api/auth/join', body)
/** A signed-in person creates another team, as its coach; the session moves there. */
export const createTeam = (body: CreateTeamInput) =>
  apiSend<Answer<typeof signedInSchema>>('POST', '/api/auth/teams', body)
/** Moves the session to another of the person's teams. */
export const switchTeam = (teamId: string) =>
  apiSend<Answer<typeof signedInSchema>>('PUT', '/api/auth/session/team', { teamId })
export const signOut = () => apiSend('POST', '/api/auth/sign-out')

export const requestPasswordReset = (email: string) =>
  apiSend<Answer<typeof messageSchema>>('POST', '/api/auth/password-reset', { email })

export const confirmPasswordReset = (token: string, password: string) =>
  apiSend<Answer<typeof signedInSchema>>('POST', '/api/auth/password-reset/confirm', { token, password })

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiSend<Answer<typeof messageSchema>>('POST', '/api/auth/password', { currentPassword, newPassword })
