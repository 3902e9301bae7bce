import { byDirectoryOrder, type DirectoryMember } from '@teamspace/domain/directory/directory.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { isCoachLike, roles, type Role } from '@teamspace/domain/shared/roles'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { privacyInTeam } from '../profile'
import { activePlayers, parentIdsByPlayer } from '../roster'

const asRole = (role: string): Role => ((roles as readonly string[]).includes(role) ? (role as Role) : 'other')

/**
 * The team's directory as `reader` may see it. Each contact detail goes into a card only when the reader may
 * see it: every family sees what the member lets this team's families see (see the profile's privacy choices);
 * coach-like readers see every detail, flagged when the member hides it from families, and the emergency
 * contact, which nobody else gets; a member sees all of their own. What is left out is never sent.
 */
export const listDirectory = async (
  db: Kysely<DB>,
  teamId: string,
  reader: { userId: string; role: Role },
): Promise<DirectoryMember[]> => {
  const [rows, privacy, players, parents] = await Promise.all([
    db
      .selectFrom('team_members as m')
      .innerJoin('accounts as a', 'a.id', 'm.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'm.user_id')
      .select([
        'm.user_id',
        'm.role',
        'a.email',
        'p.name',
        'p.phone_number',
        'p.address',
        'p.emergency_contact',
        'p.emergency_phone',
      ])
      .where('m.team_id', '=', teamId)
      .execute(),
    privacyInTeam(db, teamId),
    activePlayers(db, teamId),
    parentIdsByPlayer(db, teamId),
  ])

  const childrenOf = new Map<string, { id: string; name: string }[]>()
  for (const player of players) {
    for (const userId of parents.get(player.id) ?? []) {
      childrenOf.set(userId, [...(childrenOf.get(userId) ?? []), { id: player.id, name: player.name }])
    }
  }

  const readerIsCoach = can(reader.role, 'directory.emergency')
  return rows
    .map((row): DirectoryMember => {
      const role = asRole(row.role)
      const isYou = row.user_id === reader.userId
      const privileged = readerIsCoach || isYou
      const card: DirectoryMember = {
        userId: row.user_id,
        name: row.name ?? '',
        role,
        isCoach: isCoachLike(role),
        isYou,
        children: (childrenOf.get(row.user_id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'en')),
      }
      // The member's choices in this team; one who joined since reading them is hidden, as nothing is known.
      const shown = privacy.get(row.user_id) ?? { showPhone: false, showEmail: false, showAddress: false }
      const detail = (value: string | null, isShown: boolean) =>
        value && (isShown || privileged) ? { value, coachesOnly: !isShown } : undefined
      const phone = detail(row.phone_number, shown.showPhone)
      const email = detail(row.email, shown.showEmail)
      const address = detail(row.address, shown.showAddress)
      if (phone) card.phone = phone
      if (email) card.email = email
      if (address) card.address = address
      if (privileged && row.emergency_contact) card.emergencyContact = row.emergency_contact
      if (privileged && row.emergency_phone) card.emergencyPhone = row.emergency_phone
      return card
    })
    .sort(byDirectoryOrder)
}
