import { createHash } from 'node:crypto'
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
    /** The hash of the request the command id names (see requestHash); null without a command id. */
    commandRequestHash: string | null
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

/** JSON with every object's keys in order, so the same body hashes the same however its keys were sent. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => key !== 'commandId')
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  )
}

/**
 * What a command id is bound to: who sends it (the member, else the account), for which team, to which method and
 * address, with which body (without its own `commandId`), as one SHA-256. The same request sent again answers its
 * first result; the same id with any other request is refused (the IETF Idempotency-Key draft's 422). Only the
 * hash is kept, so nothing the request said is stored beside the log. A multipart body (a photo) is read by its
 * route, after this: an upload's key is bound to its sender and address.
 */
export const requestHash = (request: FastifyRequest): string => {
  const caller = request.caller
  const person = caller?.identity ? `user-${caller.identity.userId}` : `account-${caller?.accountId ?? ''}`
  const team = caller?.identity?.teamId ?? ''
  const body = request.isMultipart() ? null : canonical(request.body ?? null)
  return createHash('sha256')
    .update(JSON.stringify([person, team, request.method, request.url, body]))
    .digest('base64url')
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Checks the command id of every state-changing API request the same way, after access control has run. */
export const commandIds = fastifyPlugin(async (app: FastifyInstance) => {
  app.decorateRequest('commandKey', null)
  app.decorateRequest('commandRequestHash', null)
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    request.commandKey = keyOf(request)
    if (request.commandKey) request.commandRequestHash = requestHash(request)
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
