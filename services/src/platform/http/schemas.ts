import { errorBodySchema } from '@teamspace/domain/shared/error-body.schemas'

const errorBody = errorBodySchema

/** Every route answers its errors in this one shape (see error-handler.ts). */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  // An Idempotency-Key sent again with another request (command-id.ts).
  422: errorBody,
} as const
