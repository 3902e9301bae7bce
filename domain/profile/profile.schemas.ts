import { z } from 'zod'
import { personNameSchema } from '../account/account.schemas'
import { safeString } from '../shared/safe-input'

/**
 * How a member whose account is gone is named wherever what they did or wrote stays: their name was erased with
 * their contact details (the log records people by id only).
 */
export const FORMER_MEMBER_NAME = 'Former member'

export const defaultPrivacy = { showPhone: true, showEmail: true, showAddress: false } as const

/** Contact fields are trimmed before their length is counted, and an empty one is stored as absent (spec §5). */
const optionalContact = (max: number) =>
  safeString()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))

export const privacySchema = z.object({ showPhone: z.boolean(), showEmail: z.boolean(), showAddress: z.boolean() })
export type Privacy = z.infer<typeof privacySchema>

export const updateProfileSchema = z.object({
  name: personNameSchema,
  phoneNumber: optionalContact(40),
  address: optionalContact(300),
  emergencyContact: optionalContact(120),
  emergencyPhone: optionalContact(40),
  privacy: privacySchema,
})
export type UpdateProfileInput = z.input<typeof updateProfileSchema>

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  privacy: privacySchema,
})
export type Profile = z.infer<typeof profileSchema>

/** A phone number of exactly 10 digits shows as (XXX) XXX-XXXX; anything else as entered. */
export const formatPhone = (phone: string) =>
  /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone
