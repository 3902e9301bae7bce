import { inListOrder, type Allergen, type AllergiesPage } from '@teamspace/domain/allergies/allergies.schemas'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { activePlayers, parentIdsByPlayer } from '../roster'
import './allergies.tables'

/**
 * The allergies the families of the team's active players chose to share, in the list's order: the kinds of
 * allergy in the team, with no child's name and no count that could point to one.
 */
export const teamAllergens = async (db: Kysely<DB>, teamId: string): Promise<Allergen[]> => {
  const rows = await db
    .selectFrom('child_allergies as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .select(sql<string>`unnest(a.allergens)`.as('allergen'))
    .where('a.team_id', '=', teamId)
    .where('p.team_id', '=', teamId)
    .where('p.is_active', '=', true)
    .where('a.shared', '=', true)
    .execute()
  return inListOrder(rows.map((row) => row.allergen))
}

/** Who is looking: a coach sees every child's allergies, a parent their own children's. */
export interface AllergyViewer {
  readonly userId: string
  readonly coachLike: boolean
}

/** The allergies page: the team's shared allergens, and the children the caller may see, by name. */
export const allergiesPage = async (db: Kysely<DB>, teamId: string, viewer: AllergyViewer): Promise<AllergiesPage> => {
  const [shared, players, parents, rows] = await Promise.all([
    teamAllergens(db, teamId),
    activePlayers(db, teamId),
    parentIdsByPlayer(db, teamId),
    db.selectFrom('child_allergies').selectAll().where('team_id', '=', teamId).execute(),
  ])
  const byPlayer = new Map(rows.map((row) => [row.player_id, row]))
  const children = players.flatMap((player) => {
    const canShare = (parents.get(player.id) ?? []).includes(viewer.userId)
    if (!canShare && !viewer.coachLike) return []
    const row = byPlayer.get(player.id)
    return [
      {
        playerId: player.id,
        name: player.name,
        allergens: inListOrder(row?.allergens ?? []),
        shared: row?.shared ?? false,
        canShare,
      },
    ]
  })
  return { teamAllergens: shared, children }
}

/** What saving a child's allergies must know: whether the team has the child, and what is kept of them. */
export const findChildAllergyFacts = async (db: Kysely<DB>, teamId: string, playerId: string, userId: string) => {
  const player = await db
    .selectFrom('players')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '=', playerId)
    .where('is_active', '=', true)
    .executeTakeFirst()
  if (!player) return null
  const [row, parents] = await Promise.all([
    db
      .selectFrom('child_allergies')
      .select(['allergens', 'shared'])
      .where('player_id', '=', playerId)
      .executeTakeFirst(),
    parentIdsByPlayer(db, teamId, playerId),
  ])
  return {
    allergens: inListOrder(row?.allergens ?? []),
    parentOfChild: (parents.get(playerId) ?? []).includes(userId),
  }
}
