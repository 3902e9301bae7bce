import { z } from 'zod'
import { languageSchema } from '../shared/language.schema'
import { roles } from '../shared/roles'
import { safeString } from '../shared/safe-input'
import { ageGroupSchema, teamNameSchema, timeZoneSchema } from '../team/team.schemas'
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, registerRoles } from './account.constants'

export * from './account.constants'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Who is signed in: their name and role, and their team's name (the page header, what they may do). */
    session: true
  }
}

export const emailSchema = safeString('Email is required')
  .trim()
  .min(1, 'Email is required')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .max(254, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase())

/** Signing in only needs a password; its length is checked where one is chosen. */
export const signInPasswordSchema = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200)

export const newPasswordSchema = safeString('Password is required')
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters')

export const personNameSchema = safeString('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters')

export const inviteCodeSchema = safeString('An invite code is required to join a team')
  .trim()
  .min(1, 'An invite code is required to join a team')
  .max(64, 'This invite link is invalid or has expired. Ask for a new one.')

// ---- HTTP bodies (what the server accepts) ----

export const signInSchema = z.object({ email: emailSchema, password: signInPasswordSchema })
export type SignInInput = z.infer<typeof signInSchema>

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  role: z.enum(registerRoles),
  inviteCode: inviteCodeSchema,
})
export type RegisterInput = z.infer<typeof registerSchema>

export const setupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  teamName: teamNameSchema,
  ageGroup: ageGroupSchema,
  timeZone: timeZoneSchema,
})
export type SetupInput = z.infer<typeof setupSchema>

/** A signed-in person joining another team through its invite: who they are there, and the invite. */
export const joinTeamSchema = registerSchema.pick({ role: true, inviteCode: true })
export type JoinTeamInput = z.infer<typeof joinTeamSchema>

/** A signed-in person creating another team. */
export const createTeamSchema = setupSchema.pick({ teamName: true, ageGroup: true, timeZone: true })
export type CreateTeamInput = z.infer<typeof createTeamSchema>

/** Switching the session to another of the person's teams. */
export const switchTeamSchema = z.object({ teamId: safeString('Choose a team').trim().min(1, 'Choose a team').max(64) })

export const passwordResetRequestSchema = z.object({ email: emailSchema })
export const passwordResetConfirmSchema = z.object({ token: safeString().min(1).max(200), password: newPasswordSchema })
export const changePasswordSchema = z.object({ currentPassword: signInPasswordSchema, newPassword: newPasswordSchema })

export { languageSchema }

/** The language the person reads the app, its mails and pushes in (Profile → Language). */
export const languageChoiceSchema = z.object({ language: languageSchema })

/**
 * Joining or creating with Google sends no password: the pending Google sign-in proves who the person is. The
 * browser's language comes along, so the first mails already speak it.
 */
export const registerBodySchema = registerSchema.extend({
  password: newPasswordSchema.optional(),
  language: languageSchema.optional(),
})
export type RegisterBody = z.input<typeof registerBodySchema>
export const setupBodySchema = setupSchema.extend({
  password: newPasswordSchema.optional(),
  language: languageSchema.optional(),
})
export type SetupBody = z.input<typeof setupBodySchema>

// ---- Forms (what the browser checks before sending): the same rules plus the confirmation field ----

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' })
  }
}

export const registerFormSchema = registerSchema.extend({ confirmPassword: z.string() }).superRefine(passwordsMatch)
export const setupFormSchema = setupSchema.extend({ confirmPassword: z.string() }).superRefine(passwordsMatch)

// ---- Server answers ----

/** The signed-in person as the browser knows them. */
/** One team of the signed-in person: what the team switcher shows. */
export const myTeamSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  ageGroup: z.string(),
  role: z.enum(roles),
})
export type MyTeam = z.infer<typeof myTeamSchema>

/**
 * The signed-in person in the team the request is about (its role and name there), and every team they belong to,
 * earliest joined first.
 */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  teamId: z.string(),
  teamName: z.string(),
  authProvider: z.enum(['email', 'google']),
  /** The language chosen or brought at sign-up; null for an account older than the choice (the browser's then). */
  language: languageSchema.nullable(),
  teams: z.array(myTeamSchema).min(1),
})
export type Me = z.infer<typeof meSchema>

/** Signing in, joining, creating a team and resetting a password all answer with the person now signed in. */
export const signedInSchema = z.object({ user: meSchema })

/** A Google sign-in that found no team yet, waiting to join one or create one. */
export const pendingFederatedSchema = z.object({ email: z.string(), name: z.string() })
export type PendingFederated = z.infer<typeof pendingFederatedSchema>

/** Who is signed in (nobody: `user` is null), and any unfinished Google sign-in. */
export const sessionSchema = z.object({
  user: meSchema.nullable(),
  pendingFederated: pendingFederatedSchema.optional(),
})
export type Session = z.infer<typeof sessionSchema>

/** Which federated sign-ins this site offers. */
export const providersSchema = z.object({ google: z.boolean() })

/** An answer that is only words for the person (a reset link sent, a password changed). */
export const messageSchema = z.object({ message: z.string() })

/**
 * The confirmation check on its own: a form shows 'Passwords do not match' while other fields are still
 * incomplete (an object's refinement does not run while its fields fail).
 */
export const passwordConfirmationSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(passwordsMatch)

/**
 * Deleting one's own account (Profile → Delete my account). The body states the confirmation the dialog asked
 * for, so that no stray request deletes an account.
 */
/**
 * Deleting an account proves the person at the keyboard owns it: the current password, or for an account
 * without one (Google sign-in only) its e-mail address typed out.
 */
export const deleteAccountSchema = z.object({
  confirm: z.literal(true, { error: 'Please confirm that you want to delete your account' }),
  currentPassword: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>
