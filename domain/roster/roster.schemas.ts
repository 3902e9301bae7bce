import { z } from 'zod'
import { EMAIL_PATTERN } from '../account/account.constants'
import { boundedArray, safeString } from '../shared/safe-input'
import {
  DEFAULT_POSITION,
  MAX_PARENT_EMAILS,
  isRealisticDateOfBirth,
  playerMessages,
  positions,
} from './roster.constants'

export * from './roster.constants'

export const emergencyContactSchema = z.object({
  name: safeString('Contact name is required').trim().min(1, 'Contact name is required').max(120),
  relationship: safeString().trim().max(60).default(''),
  phoneNumber: safeString('Contact phone is required').trim().min(1, 'Contact phone is required').max(40),
  isPrimary: z.boolean().default(false),
})
export type EmergencyContact = z.infer<typeof emergencyContactSchema>

/** The jersey field: empty means none; anything else must be a whole number from 1 to 99. */
export const jerseyNumberSchema = z
  .union([z.number(), safeString().max(20), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null
    const number = typeof value === 'number' ? value : Number(value.trim())
    if (!Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: playerMessages.jerseyNumber })
      return z.NEVER
    }
    if (number < 1 || number > 99) {
      ctx.addIssue({ code: 'custom', message: playerMessages.jerseyRange })
      return z.NEVER
    }
    return number
  })

/**
 * The player form (spec §5). `today` comes from the caller (the browser's or the server's clock), so the
 * date-of-birth rule stays a pure function.
 */
export const playerInputSchema = (today: Date) =>
  z.object({
    name: safeString(playerMessages.nameRequired)
      .trim()
      .min(1, playerMessages.nameRequired)
      .min(2, playerMessages.nameShort)
      .max(80),
    jerseyNumber: jerseyNumberSchema,
    position: z.enum(positions).default(DEFAULT_POSITION),
    parentEmails: z
      .array(safeString().trim().max(254))
      .max(MAX_PARENT_EMAILS, `At most ${MAX_PARENT_EMAILS} parent emails`)
      .default([])
      .transform((emails) => emails.filter((email) => email !== '').map((email) => email.toLowerCase()))
      .refine((emails) => emails.every((email) => EMAIL_PATTERN.test(email)), playerMessages.parentEmail),
    dateOfBirth: safeString()
      .trim()
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isRealisticDateOfBirth(value, today), playerMessages.dateOfBirth),
    medicalInfo: safeString()
      .max(2000)
      .optional()
      .nullable()
      .transform((value) => value?.trim() || null),
    emergencyContacts: boundedArray(emergencyContactSchema, 5).default([]),
  })
export type PlayerInput = z.input<ReturnType<typeof playerInputSchema>>
export type ValidPlayerInput = z.output<ReturnType<typeof playerInputSchema>>

export const totalsSchema = z.object({
  gamesPlayed: z.number(),
  goals: z.number(),
  assists: z.number(),
  yellowCards: z.number(),
  redCards: z.number(),
  minutesPlayed: z.number(),
  saves: z.number(),
  cleanSheets: z.number(),
})
export type Totals = z.infer<typeof totalsSchema>

/** A new player's totals: every count 0 (spec §3). */
export const emptyTotals: Totals = {
  gamesPlayed: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed: 0,
  saves: 0,
  cleanSheets: 0,
}

/** What every member sees of a player. */
export const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  jerseyNumber: z.number().nullable(),
  position: z.enum(positions),
  photoUrl: z.string().nullable(),
  parentIds: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stats: totalsSchema,
})
export type Player = z.infer<typeof playerSchema>

/** What coach-like members see besides: the erasable personal data (spec §6). */
export const playerDetailsSchema = z.object({
  parentEmails: z.array(z.string()),
  dateOfBirth: z.string().nullable(),
  medicalInfo: z.string().nullable(),
  emergencyContacts: z.array(emergencyContactSchema),
})
export type PlayerDetails = z.infer<typeof playerDetailsSchema>

export const playerWithDetailsSchema = playerSchema.extend({ details: playerDetailsSchema.optional() })
export type PlayerWithDetails = z.infer<typeof playerWithDetailsSchema>
