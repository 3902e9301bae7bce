import type { Role } from '@teamspace/domain/shared/roles';
import type { FastifyRequest } from 'fastify';

/** The signed-in member behind a request. Every team-scoped read and command starts from here. */
export interface Identity {
  readonly userId: string;
  readonly name: string;
  readonly role: Role;
  readonly teamId: string;
}

/** Finds the caller's identity (from the session cookie in the real app); `null` when nobody is signed in. */
export type IdentityResolver = (request: FastifyRequest) => Promise<Identity | null>;

export const nobodySignedIn: IdentityResolver = async () => null;
