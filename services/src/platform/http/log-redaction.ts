import type { FastifyRequest } from 'fastify'

/** Query parameters that carry a secret: reset tokens, invite codes, Google's one-time code and state. */
const SECRET_PARAMS = /([?&](?:token|invite|code|state)=)[^&#]*/gi
/** An invite code in the path of the public preview (`/api/invites/CODE`). */
const INVITE_PATH = /^(\/api\/invites\/)[^/?#]+/
/** A one-click unsubscribe token (`/api/mail/unsubscribe/TOKEN`). */
const UNSUBSCRIBE_PATH = /^(\/api\/mail\/unsubscribe\/)[^/?#]+/

/** The request's address as the log may keep it: bearer secrets in it are replaced. */
export const redactUrl = (url: string) =>
  url
    .replace(INVITE_PATH, '$1[redacted]')
    .replace(UNSUBSCRIBE_PATH, '$1[redacted]')
    .replace(SECRET_PARAMS, '$1[redacted]')

/** Fastify's request log line, minus the secrets a reset link or an invite link carries in its address. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
})
