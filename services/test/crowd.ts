import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { createSession } from '../src/platform/auth/sessions'
import type { DB } from '../src/platform/db/schema'

/** A parent of a crowd: whom the app knows them as, and their session. */
export interface CrowdMember {
  readonly userId: string
  readonly cookie: string
}

/**
 * `size` parents of a team with a session each, written straight into the tables a session is read from (as the
 * database's owner): signing hundreds of people up through invites would hash as many passwords and measure nothing
 * of interest to a test of many people acting at once. Each is named `name` and a number.
 */
export const crowdIn = async (
  db: Kysely<DB>,
  teamId: string,
  size: number,
  name = 'Crowd Member',
): Promise<CrowdMember[]> => {
  const people = Array.from({ length: size }, (_, i) => ({ id: `crowd-${nanoid(8)}`, name: `${name} ${i + 1}` }))
  await db
    .insertInto('accounts')
    .values(people.map((p) => ({ id: p.id, email: `${p.id}@example.org` })))
    .execute()
  await db
    .insertInto('profiles')
    .values(people.map((p) => ({ user_id: p.id, name: p.name })))
    .execute()
  await db
    .insertInto('team_members')
    .values(
      people.map((p) => ({ team_id: teamId, user_id: p.id, role: 'parent', family_id: p.id, joined_at: new Date() })),
    )
    .execute()
  const crowd: CrowdMember[] = []
  for (const person of people) {
    const { token } = await createSession(db, person.id)
    crowd.push({ userId: person.id, cookie: `ts_session=${token}` })
  }
  return crowd
}
