import { z } from 'zod'
import { formatPhone } from '../profile/profile.schemas'
import { roles } from '../shared/roles'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The team directory: members, their children and what each lets others see. */
    directory: true
  }
}

export const directoryMessages = {
  noMatches: 'No matches found',
  empty: 'No team members found',
  refreshed: 'Directory refreshed!',
  profileSaved: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile. Please try again.',
  /** Beyond the spec's words. */
  coachesOnly: 'Shown to coaches only',
  loadFailed: 'Could not load the directory. Please try again.',
} as const

/**
 * A contact detail as the reader may see it. `coachesOnly`: the member hides it from other families, and the
 * reader sees it because coaches must be able to reach every family (or because it is the reader's own).
 */
export const directoryDetailSchema = z.object({ value: z.string(), coachesOnly: z.boolean() })
export type DirectoryDetail = z.infer<typeof directoryDetailSchema>

/**
 * One member's card. A detail the reader may not see is absent from the response altogether: the server never
 * sends it. Emergency contact and phone reach coach-like readers only (and the member themself).
 */
export const directoryMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(roles),
  isCoach: z.boolean(),
  isYou: z.boolean(),
  /** The players whose parent links name this member (spec §3). */
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  phone: directoryDetailSchema.optional(),
  email: directoryDetailSchema.optional(),
  address: directoryDetailSchema.optional(),
  emergencyContact: z.string().optional(),
  emergencyPhone: z.string().optional(),
})
export type DirectoryMember = z.infer<typeof directoryMemberSchema>

/** GET /api/directory: coaches first, then by name. */
export const directorySchema = z.object({ members: z.array(directoryMemberSchema) })
export type Directory = z.infer<typeof directorySchema>

export const directoryRoutes = { list: '/api/directory' } as const

/** The phone as the card shows it: (XXX) XXX-XXXX for exactly 10 digits, else as entered. */
export const displayPhone = formatPhone

/** A `tel:` link's target: the digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Coaches first, then by name (spec §10). */
export const byDirectoryOrder = (a: DirectoryMember, b: DirectoryMember) =>
  Number(b.isCoach) - Number(a.isCoach) || a.name.localeCompare(b.name, 'en') || a.userId.localeCompare(b.userId)

/** The search box: a member's name or one of their children's names, ignoring case and surrounding spaces. */
export const matchesDirectorySearch = (member: DirectoryMember, search: string) => {
  const needle = search.trim().toLocaleLowerCase('en')
  if (!needle) return true
  return [member.name, ...member.children.map((child) => child.name)].some((name) =>
    name.toLocaleLowerCase('en').includes(needle),
  )
}
