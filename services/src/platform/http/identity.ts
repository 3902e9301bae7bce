import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The signed-in member behind a request, in the team the request is about. Every team-scoped read and command starts from here. */
export interface Identity {
  readonly userId: string
  readonly name: string
  readonly role: Role
  readonly teamId: string
}

/** One team an account belongs to, with its role there. */
export interface Membership {
  readonly teamId: string
  readonly role: Role
}

/** Whoever holds a valid session: an account, its teams, and its membership in the team the request is about. */
export interface Caller {
  readonly accountId: string
  readonly email: string
  readonly sessionId: string | null
  /** The person's name (one per account, shown in every team). */
  readonly name: string
  /** Every team the account belongs to, earliest joined first. */
  readonly memberships: readonly Membership[]
  /**
   * The membership the request acts in: the team the request names (`X-Team` header or `team` query), else the
   * session's current team, else the earliest; `null` for an account that belongs to no team.
   */
  readonly identity: Identity | null
}

/** Finds the caller of a request (from the session cookie in the real app); `null` when nobody is signed in. */
export type CallerResolver = (request: FastifyRequest, reply: FastifyReply) => Promise<Caller | null>

/** The caller acting in `teamId`, or `null` when the account is not a member of it. */
export const callerInTeam = (caller: Caller, teamId: string): Caller | null => {
  if (caller.identity?.teamId === teamId) return caller
  const membership = caller.memberships.find((each) => each.teamId === teamId)
  if (!membership) return null
  return { ...caller, identity: { userId: caller.accountId, name: caller.name, role: membership.role, teamId } }
}
