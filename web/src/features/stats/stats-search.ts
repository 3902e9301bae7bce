import { z } from 'zod'

export const statsViews = ['overview', 'games'] as const
export type StatsView = (typeof statsViews)[number]

/** The /stats query string: which player, and which view of them. Anything malformed is dropped. */
export const statsSearchSchema = z.object({
  player: z.string().trim().min(1).max(64).optional().catch(undefined),
  view: z.enum(statsViews).optional().catch(undefined),
})
export type StatsSearch = z.infer<typeof statsSearchSchema>
