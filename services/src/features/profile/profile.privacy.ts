import { defaultPrivacy, type Privacy } from '@teamspace/domain/profile/profile.schemas'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../platform/db/schema'
import './profile.tables'

interface PrivacyRow {
  user_id: string
  show_phone: boolean
  show_email: boolean
  show_address: boolean
}

/**
 * A person's privacy choices in a team, as columns of a query over `userId` and `teamId`: what they chose in
 * that team. In a team they have not chosen in yet (one they joined since), a detail is shown only if the
 * defaults show it (spec §3: phone and e-mail shown, the address hidden) and they show it in every other team:
 * what they open up in one team never opens up in another, and what they hide anywhere is not shown in a team
 * that has not heard their choice.
 */
const chosenPrivacy = (userId: RawBuilder<unknown>, teamId: RawBuilder<unknown>) => sql`
  coalesce(s.show_phone, ${sql.lit(defaultPrivacy.showPhone)} and coalesce(o.show_phone, true)) as show_phone,
  coalesce(s.show_email, ${sql.lit(defaultPrivacy.showEmail)} and coalesce(o.show_email, true)) as show_email,
  coalesce(s.show_address, ${sql.lit(defaultPrivacy.showAddress)} and coalesce(o.show_address, true)) as show_address
  from (select 1) as one
  left join member_privacy as s on s.team_id = ${teamId} and s.user_id = ${userId}
  left join lateral (
    select bool_and(x.show_phone) as show_phone, bool_and(x.show_email) as show_email,
      bool_and(x.show_address) as show_address
    from member_privacy as x
    where x.user_id = ${userId} and x.team_id <> ${teamId}
  ) as o on true`

const toPrivacy = (row: PrivacyRow): Privacy => ({
  showPhone: row.show_phone,
  showEmail: row.show_email,
  showAddress: row.show_address,
})

/** Each member's privacy choices in the team, by user id. */
export const privacyInTeam = async (db: Kysely<DB>, teamId: string): Promise<Map<string, Privacy>> => {
  const { rows } = await sql<PrivacyRow>`
    select m.user_id, c.show_phone, c.show_email, c.show_address
    from team_members as m
    cross join lateral (select ${chosenPrivacy(sql.ref('m.user_id'), sql.ref('m.team_id'))}) as c
    where m.team_id = ${teamId}`.execute(db)
  return new Map(rows.map((row) => [row.user_id, toPrivacy(row)]))
}

/** A person's privacy choices in a team; with no team (they belong to none), as for a team not chosen in. */
export const privacyOf = async (db: Kysely<DB>, userId: string, teamId: string | null): Promise<Privacy> => {
  const { rows } = await sql<PrivacyRow>`
    select ${userId}::text as user_id, ${chosenPrivacy(sql`${userId}::text`, sql`${teamId ?? ''}::text`)}`.execute(db)
  return toPrivacy(rows[0]!)
}

/** Sets a person's choices in one team; setting them twice is the same as once. */
export const setPrivacy = async (db: Kysely<DB>, userId: string, teamId: string, privacy: Privacy) => {
  const values = {
    show_phone: privacy.showPhone,
    show_email: privacy.showEmail,
    show_address: privacy.showAddress,
    updated_at: new Date(),
  }
  await db
    .insertInto('member_privacy')
    .values({ team_id: teamId, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet(values))
    .execute()
}
