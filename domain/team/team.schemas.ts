import { z } from 'zod'
import { languageSchema } from '../shared/language.schema'
import { roles } from '../shared/roles'
import { safeString } from '../shared/safe-input'
import { ageGroups } from './team.constants'

export * from './team.constants'

/** Whether Intl knows the zone: the locale plays no part, so the runtime's own is as good as any. */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const teamNameSchema = safeString('Team name is required')
  .trim()
  .min(1, 'Team name is required')
  .max(80, 'Team name must be at most 80 characters')

export const ageGroupSchema = z.enum(ageGroups, { error: 'Age group is required' })

const timeZoneMessage = 'Please choose a valid time zone'
/** IANA names are short ('America/Argentina/ComodRivadavia' is among the longest). */
export const timeZoneSchema = safeString(timeZoneMessage).max(64, timeZoneMessage).refine(isTimeZone, timeZoneMessage)

export const createTeamSchema = z.object({
  name: teamNameSchema,
  ageGroup: ageGroupSchema,
  timeZone: timeZoneSchema,
  /**
   * The team's language: what new members are first spoken to in, and what mails and pushes speak to members who
   * never chose one. Unchanged when left out (a change queued on a phone before teams had one).
   */
  language: languageSchema.optional(),
})
export type CreateTeamInput = z.infer<typeof createTeamSchema>

export const renameTeamSchema = z.object({ name: teamNameSchema })

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  ageGroup: ageGroupSchema,
  timeZone: z.string(),
  language: languageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Team = z.infer<typeof teamSchema>

/** A member as the team's member list shows them; the e-mail only for callers who may run the team. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(roles),
  familyId: z.string(),
  joinedAt: z.string(),
})
export type Member = z.infer<typeof memberSchema>

export const changeMemberRoleSchema = z.object({ role: z.enum(roles) })
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleSchema>
