import { errorBodySchema } from '@teamspace/domain/shared/error-body.schemas'
import { z } from 'zod'

/** A client-chosen id per intent; a retried request with the same id acts once. */
export const commandIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/)
  .optional()

const errorBody = errorBodySchema

/** Every route answers its errors in this one shape (see error-handler.ts). */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
} as const
