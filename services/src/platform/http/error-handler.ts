import type { ErrorBody } from '@teamspace/domain/shared/error-body.schemas'
import { isDomainError, type DomainErrorKind } from '@teamspace/domain/shared/errors'
import { fieldErrors } from '@teamspace/domain/shared/field-errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isConnectionLost } from '../db/database'
import { LimiterUnavailable, RateLimited } from '../limits/shared-limits'

export type { ErrorBody }

const statusOf: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message },
})

/**
 * What the framework's own refusals say, in the app's words: the request never reached a route's schema, so
 * each gets a stable code and a sentence instead of fastify's internals.
 */
const frameworkRefusals: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad-url', message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri-too-long', message: 'This address is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad-request', message: 'This request cannot be answered.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    message: 'This kind of content is not accepted here.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'too-large', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad-request',
    message: 'The request body does not match its length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad-json', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad-json', message: 'The request body is not valid JSON.' },
  // Multipart bodies (a photo upload) that are not one.
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    message: 'This kind of content is not accepted here.',
  },
}

/** A 4xx from the framework or a plugin as the app's error body; null when it is not one. */
const refusalOf = (error: FastifyError) => {
  const known = error.code ? frameworkRefusals[error.code] : undefined
  if (known) return known
  // A JSON body that does not parse (or names __proto__ / constructor.prototype) comes as a plain SyntaxError.
  if (error instanceof SyntaxError && error.statusCode === 400) return frameworkRefusals.FST_ERR_CTP_INVALID_JSON_BODY!
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { status, code: error.code ?? 'bad_request', message: error.message }
  return null
}

/** Postgres "data exception" (class 22): a value the database cannot hold. The schemas should have refused it. */
const isDataException = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}

/** Seconds a client is asked to wait before it sends a request again that met the database away. */
export const UNAVAILABLE_RETRY_AFTER_S = 1
export const unavailableMessage = 'The server cannot reach its database just now. Please try again in a moment.'

/**
 * Fastify's `frameworkErrors`: a URL that does not decode, or a path parameter longer than the router takes,
 * refused before any route or hook runs — in the app's error shape like every other refusal.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const refusal = refusalOf(error) ?? frameworkRefusals.FST_ERR_BAD_URL!
  void reply.status(refusal.status).send(errorBody(refusal.code, refusal.message))
}

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
    // A refusal that knows when to come back says so: rate limited, or the limiter's database briefly away.
    if (error instanceof RateLimited || error instanceof LimiterUnavailable) {
      void reply.header('retry-after', String(error.retryAfterSeconds))
    }
    if (error instanceof LimiterUnavailable) return reply.status(503).send(errorBody(error.code, error.message))
    if (isDomainError(error)) {
      return reply.status(statusOf[error.kind]).send(errorBody(error.code, error.message, error.fields))
    }
    // Fastify's own 4xx (malformed JSON, body too large, rate limited): the message is safe to show.
    const refusal = refusalOf(error)
    if (refusal) return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message))
    if (isDataException(error)) {
      // Nothing was written (the transaction rolled back), but a schema let through what it should have refused.
      request.log.warn({ err: error }, 'value refused by the database')
      return reply.status(400).send(errorBody('validation', 'The request holds a value that cannot be stored.'))
    }
    if (isConnectionLost(error)) {
      // The database restarted or is away: not the request's fault, and worth sending again (with the same
      // Idempotency-Key, a write that did commit before the connection went answers with its first result).
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(errorBody('unavailable', unavailableMessage))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody('internal', 'Something went wrong. Please try again.'))
  })
}
