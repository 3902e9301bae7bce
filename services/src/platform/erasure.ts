import type { Kysely } from 'kysely'
import type { DB } from './db/schema'

/** A member whose account is deleted: their account id, and their e-mail address for what has no account yet. */
export interface ErasedMember {
  readonly userId: string
  readonly email: string
}

/** A member who leaves one team, or is removed from it, and stays in their others. */
export interface ErasedMembership {
  readonly teamId: string
  readonly userId: string
}

/** A player a coach deletes. */
export interface ErasedPlayer {
  readonly playerId: string
}

/**
 * What a feature keeps of a person beside the log, and deletes (or blanks) in the transaction that appends the
 * person's removal (docs/architecture.md, "Erasure"). Each feature erases its own tables and no other's. What a
 * person wrote stays in the team's tables and the log under their id only, so a feature that keeps nothing
 * else of them declares `{}`: every feature says, so none is forgotten.
 */
export interface Erasure {
  /** A member deletes their own account. */
  readonly member?: (trx: Kysely<DB>, member: ErasedMember) => Promise<void>
  /**
   * A member leaves one team or is removed from it: what the feature keeps of them for that team alone (their
   * choices there, their feed link, mail still queued to them from it). The person and their other teams stay.
   */
  readonly membership?: (trx: Kysely<DB>, membership: ErasedMembership) => Promise<void>
  /** A coach deletes a player: everything the team knew of the child personally. */
  readonly player?: (trx: Kysely<DB>, player: ErasedPlayer) => Promise<void>
}

/** Every feature's erasure of one person, run one feature after another in the caller's transaction. */
export const erasureOf = (features: readonly { readonly erasure: Erasure }[]): Required<Erasure> => ({
  member: async (trx, member) => {
    for (const { erasure } of features) await erasure.member?.(trx, member)
  },
  membership: async (trx, membership) => {
    for (const { erasure } of features) await erasure.membership?.(trx, membership)
  },
  player: async (trx, player) => {
    for (const { erasure } of features) await erasure.player?.(trx, player)
  },
})
