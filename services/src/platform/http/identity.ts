import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The signed-in member behind a request. Every team-scoped read and command starts from here. */
export interface Identity {
  readonly userId: string
  readonly name: string
  readonly role: Role
  readonly teamId: string
}

/** Whoever holds a valid session: an account, and its team membership when it has one. */
export interface Caller {
  readonly accountId: string
  readonly email: string
  readonly sessionId: string | null
  readonly identity: Identity | null
}

/** Finds the caller of a request (from the session cookie in the real app); `null` when nobody is signed in. */
export type CallerResolver = (request: FastifyRequest, reply: FastifyReply) => Promise<Caller | null>
