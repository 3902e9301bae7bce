import { FORMER_MEMBER_NAME } from '@teamspace/domain/profile/profile.schemas'
import { sql, type RawBuilder } from 'kysely'
import type { NameResolver } from '../../platform/names'
import './profile.tables'

/**
 * A member's current name, by the user id `userId` refers to (a column of the query it is used in). Names are
 * never copied into the log or a read table: they are read here, from the erasable profile, so a renamed member
 * reads with their new name everywhere and a deleted account as 'Former member'.
 */
export const memberNameOf = (userId: RawBuilder<unknown>) =>
  sql<string>`coalesce((select pr.name from profiles as pr where pr.user_id = ${userId}), ${FORMER_MEMBER_NAME})`

/**
 * Members' names for the history and its "as of" views (the feature's `names`): a member whose profile is gone,
 * or who never gave a name, reads "Former member".
 */
export const memberNames: NameResolver<'member'> = async (db, _teamId, userIds) => {
  const rows = userIds.length
    ? await db.selectFrom('profiles').select(['user_id', 'name']).where('user_id', 'in', userIds).execute()
    : []
  const names = new Map(rows.filter((row) => row.name.trim()).map((row) => [row.user_id, row.name]))
  return (userId) => names.get(userId) ?? FORMER_MEMBER_NAME
}
