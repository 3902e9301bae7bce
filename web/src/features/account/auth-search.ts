import { definedOnly, searchChoice, searchText } from '../../lib/search-params'

export const authModes = ['login', 'register', 'setup'] as const
export type AuthMode = (typeof authModes)[number]

export interface AuthSearch {
  invite?: string | undefined
  redirect?: string | undefined
  mode?: AuthMode | undefined
  federated?: 'pending' | undefined
  error?: string | undefined
  /** Opens the sign-in mode on the form that e-mails a password reset link. */
  forgot?: '1' | undefined
}

/** The /auth query string. Anything malformed is dropped rather than failing the page. */
export const parseAuthSearch = (search: Record<string, unknown>): AuthSearch =>
  definedOnly({
    invite: searchText(search.invite, { min: 1, max: 64, trim: true }),
    redirect: searchText(search.redirect, { max: 2000 }),
    mode: searchChoice(search.mode, authModes),
    federated: searchChoice(search.federated, ['pending']),
    error: searchText(search.error, { max: 64 }),
    forgot: searchChoice(search.forgot, ['1']),
  })

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
