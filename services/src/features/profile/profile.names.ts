import { FORMER_MEMBER_NAME } from '@teamspace/domain/profile/profile.schemas'
import { sql, type RawBuilder } from 'kysely'
import './profile.tables'

/**
 * A member's current name, by the user id `userId` refers to (a column of the query it is used in). Names are
 * never copied into the log or a read table: they are read here, from the erasable profile, so a renamed member
 * reads with their new name everywhere and a deleted account as 'Former member'.
 */
export const memberNameOf = (userId: RawBuilder<unknown>) =>
  sql<string>`coalesce((select pr.name from profiles as pr where pr.user_id = ${userId}), ${FORMER_MEMBER_NAME})`
