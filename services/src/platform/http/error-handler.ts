import type { ErrorBody } from '@teamspace/domain/shared/error-body.schemas'
import { isDomainError, type DomainErrorKind } from '@teamspace/domain/shared/errors'
import { fieldErrors } from '@teamspace/domain/shared/field-errors'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

export type { ErrorBody }

const statusOf: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message },
})

/** The one place errors become HTTP: domain errors keep their words; anything unexpected reveals nothing. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider turns each zod issue into one of these, its path written as `/a/0/b`.
      const fields = fieldErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
        })),
      )
      const first = error.validation[0]?.message ?? 'Invalid request'
      return reply.status(400).send(errorBody('validation', first, fields))
    }
    if (isDomainError(error)) {
      return reply.status(statusOf[error.kind]).send(errorBody(error.code, error.message, error.fields))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, rate limited): the message is safe to show.
      return reply.status(status).send(errorBody(error.code ?? 'bad_request', error.message))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody('internal', 'Something went wrong. Please try again.'))
  })
}
