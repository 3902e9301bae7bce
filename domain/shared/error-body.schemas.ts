import { z } from 'zod'

/**
 * Every error the API answers, in one shape: a stable `code` the browser may branch on, the words for the
 * person, and for a refused form the message for each field by its path (see field-errors.ts).
 */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
