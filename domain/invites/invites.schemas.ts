import { z } from 'zod'
import { EMAIL_PATTERN } from '../account/account.schemas'
import { languageSchema } from '../shared/language.schema'
import { roles } from '../shared/roles'
import { safeString } from '../shared/safe-input'
import { relationshipValues } from './relationships'

/** The invite dialog's e-mail field (spec §5): only used to address the mail composer. */
export const inviteEmailSchema = safeString('Please enter an email address')
  .trim()
  .min(1, 'Please enter an email address')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .max(254, 'Please enter a valid email address')

export const createInviteSchema = z.object({ relationship: z.enum(relationshipValues) })

export const createdInviteSchema = z.object({
  id: z.string(),
  /** The secret code, as /auth?invite=CODE: the same for its inviter until the link is revoked or expires. */
  code: z.string(),
  role: z.enum(roles),
  relationship: z.enum(relationshipValues),
  expiresAt: z.string(),
})
export type CreatedInvite = z.infer<typeof createdInviteSchema>

export const inviteStates = ['active', 'revoked', 'expired'] as const
export type InviteState = (typeof inviteStates)[number]

/** An invite link as Team Settings lists it: whether it still works, and how many joined with it. */
export const teamInviteSchema = z.object({
  id: z.string(),
  role: z.enum(roles),
  relationship: z.enum(relationshipValues),
  createdByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(inviteStates),
  uses: z.number().int().nonnegative(),
})
export type TeamInvite = z.infer<typeof teamInviteSchema>

/** What the register screen may learn from a code before anyone signs up. */
export const invitePreviewSchema = z.object({
  teamName: z.string(),
  /** What the register screen speaks when the visitor's browser speaks none of the app's languages. */
  teamLanguage: languageSchema,
  role: z.enum(roles),
  relationship: z.enum(relationshipValues),
  grantsCoachRole: z.boolean(),
  /** Only for a signed-in person who is a member of the invite's team already: that team, to go to instead. */
  memberOfTeam: z.string().optional(),
})
export type InvitePreview = z.infer<typeof invitePreviewSchema>

export const inviteLink = (origin: string, code: string) => `${origin}/auth?invite=${encodeURIComponent(code)}`

/** The mail composer link of the invite dialog: subject and body encoded, addressed to the entered e-mail. */
export const inviteMailto = (email: string, teamName: string, link: string) => {
  const subject = `Join ${teamName} on Team Space`
  const body = `You're invited to join ${teamName} on Team Space.\n\nOpen this link to create your account:\n${link}\n`
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
