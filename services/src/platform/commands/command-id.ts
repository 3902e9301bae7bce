import { ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { nanoid } from 'nanoid'

/**
 * The client's name for one intent (a form's save, a dialog's delete): a retried request with the same key acts
 * once and gets the first response again. Sent as the `Idempotency-Key` header, or as `commandId` in a JSON body.
 */
export const COMMAND_ID_HEADER = 'idempotency-key'
const COMMAND_ID = /^[A-Za-z0-9_-]{8,64}$/
export const commandIdMessage = 'A command id is 8 to 64 letters, digits, dashes or underscores.'

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's command id, checked; null when it sent none. */
    commandKey: string | null
  }
}

const checked = (value: unknown) => {
  if (typeof value !== 'string' || !COMMAND_ID.test(value))
    throw new ValidationError(commandIdMessage, { code: 'bad-command-id', fields: { commandId: commandIdMessage } })
  return value
}

const keyOf = (request: FastifyRequest): string | null => {
  const header = request.headers[COMMAND_ID_HEADER]
  const body = request.body
  const inBody =
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 'commandId')
      ? checked((body as { commandId: unknown }).commandId)
      : null
  const inHeader = header === undefined ? null : checked(header)
  if (inHeader && inBody && inHeader !== inBody)
    throw new ValidationError(commandIdMessage, { code: 'bad-command-id', fields: { commandId: commandIdMessage } })
  return inHeader ?? inBody
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Checks the command id of every state-changing API request the same way, after access control has run. */
export const commandIds = fastifyPlugin(async (app: FastifyInstance) => {
  app.decorateRequest('commandKey', null)
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    request.commandKey = keyOf(request)
  })
})

/**
 * The command id as stored: the client's key scoped to the caller's team (or account), so another team's key
 * never finds this team's result. Without a key, or on a public route with nobody to scope it to, every
 * request is its own command.
 */
export const scopedCommandId = (request: FastifyRequest): string => {
  const key = request.commandKey
  const caller = request.caller
  if (!key || !caller) return nanoid()
  return caller.identity ? `team-${caller.identity.teamId}:${key}` : `account-${caller.accountId}:${key}`
}
