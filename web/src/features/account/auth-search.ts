import { z } from 'zod'

export const authModes = ['login', 'register', 'setup'] as const
export type AuthMode = (typeof authModes)[number]

/** The /auth query string. Anything malformed is dropped rather than failing the page. */
export const authSearchSchema = z.object({
  invite: z.string().trim().min(1).max(64).optional().catch(undefined),
  redirect: z.string().max(2000).optional().catch(undefined),
  mode: z.enum(authModes).optional().catch(undefined),
  federated: z.literal('pending').optional().catch(undefined),
  error: z.string().max(64).optional().catch(undefined),
  /** Opens the sign-in mode on the form that e-mails a password reset link. */
  forgot: z.literal('1').optional().catch(undefined),
})
export type AuthSearch = z.infer<typeof authSearchSchema>

export const defaultAfterSignIn = '/dashboard'

const publicPaths = ['/auth', '/login', '/setup', '/reset-password']

/** The pages anyone may see; everything else needs a session. */
export const isPublicPath = (pathname: string) =>
  publicPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`))

/**
 * Where to go after signing in. Only a path of this site is followed: `//host` and `https://…` would send a
 * freshly signed-in person to someone else's page.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return defaultAfterSignIn
  }
  const path = target.split(/[?#]/)[0] ?? ''
  if (isPublicPath(path)) return defaultAfterSignIn
  return target
}

/** The mode the page opens in: an invite or an unfinished Google sign-in means joining. */
export function initialMode(search: Pick<AuthSearch, 'mode' | 'invite'>, pendingFederated: boolean): AuthMode {
  if (pendingFederated && search.mode !== 'setup') return 'register'
  if (search.mode) return search.mode
  return search.invite ? 'register' : 'login'
}
