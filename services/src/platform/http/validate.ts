import { ValidationError } from '@teamspace/domain/shared/errors'
import { fieldErrors } from '@teamspace/domain/shared/field-errors'
import type { z } from 'zod'

/**
 * Validates input against a schema built per request (e.g. one that depends on today's date), answering like
 * the route schemas do: the first message, and each field's message.
 */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid request', {
    fields: fieldErrors(result.error.issues),
  })
}
