import { z } from 'zod'
import { calendarDate, safeText } from '../shared/safe-input'
import { MAX_SEASON_NAME, seasonsMessages } from './seasons.constants'

export * from './seasons.constants'

/** The "Start a new season" form. */
export const startSeasonSchema = z
  .object({
    name: safeText({
      max: MAX_SEASON_NAME,
      maxMessage: seasonsMessages.nameLong,
      error: seasonsMessages.nameRequired,
    }).min(1, seasonsMessages.nameRequired),
    startsOn: calendarDate(seasonsMessages.startRequired),
    endsOn: calendarDate(seasonsMessages.endRequired),
  })
  .superRefine(({ startsOn, endsOn }, ctx) => {
    if (endsOn < startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: seasonsMessages.endBeforeStart })
  })
export type StartSeasonInput = z.input<typeof startSeasonSchema>

/** A season as the pickers show it; the implicit first season has no dates. */
export const seasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  current: z.boolean(),
})
export type Season = z.infer<typeof seasonSchema>

export const seasonQuerySchema = z.object({ season: z.string().max(64).optional() })
