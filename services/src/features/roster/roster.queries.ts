import type { Player, PlayerDetails } from '@teamspace/domain/roster/roster.schemas'
import { emptyTotals, REMOVED_PLAYER_NAME } from '@teamspace/domain/roster/roster.schemas'
import type { SeasonDates } from '@teamspace/domain/results/seasons.constants'
import { sql, type Kysely } from 'kysely'
import { compiledQuery, type Placeholders } from '../../platform/db/compiled-query'
import { withinDates } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import type { NameResolver } from '../../platform/names'
import './roster.tables'

/**
 * A player's name, by the id `playerId` refers to: it lives in the erasable personal-data table, never in the log
 * or a read table, so a removed player reads as 'a removed player'. For any feature's query that names players.
 */
export const playerNameOf = (playerId: ReturnType<typeof sql.ref>) =>
  sql<string>`coalesce((select d.name from player_personal_data as d where d.player_id = ${playerId}), ${REMOVED_PLAYER_NAME})`

/**
 * The current season's game dates, from its first day up to, not including, the next season's: the current season
 * is the latest a coach started by today in the team's time zone (the results feature's `seasons`), so a season set
 * to start tomorrow takes nothing from today's. Open ends while the team is in its first season or none follows.
 * Not correlated with the row, so Postgres reads each once.
 */
const teamToday = (teamId: string) =>
  sql<string>`(select (now() at time zone t.time_zone)::date from teams as t where t.id = ${teamId})`
const currentSeasonStart = (teamId: string) =>
  sql<string>`coalesce((select max(s.starts_on) from seasons as s where s.team_id = ${teamId} and s.starts_on <= ${teamToday(teamId)}), '-infinity'::date)`
const nextSeasonStart = (teamId: string) =>
  sql<string>`coalesce((select min(s.starts_on) from seasons as s where s.team_id = ${teamId} and s.starts_on > ${teamToday(teamId)}), 'infinity'::date)`

/**
 * Players with their totals for a season (the current one unless `season` says otherwise), summed from the stats
 * feature's lines that count whose game date falls in it: a player's `stats` are part of what every member sees of
 * them (spec §3), and they start again at 0 with each new season. One index range per player
 * (`stat_lines (player_id, game_date)`).
 */
const playersWithTotals = (db: Kysely<DB>, teamId: string, season?: SeasonDates) =>
  db
    .selectFrom('players')
    .leftJoinLateral(
      (eb) => {
        let lines = eb
          .selectFrom('stat_lines as l')
          .select([
            sql<number>`count(*)::int`.as('games_played'),
            sql<number>`coalesce(sum(l.goals), 0)::int`.as('goals'),
            sql<number>`coalesce(sum(l.assists), 0)::int`.as('assists'),
            sql<number>`coalesce(sum(l.yellow_cards), 0)::int`.as('yellow_cards'),
            sql<number>`coalesce(sum(l.red_cards), 0)::int`.as('red_cards'),
            sql<number>`coalesce(sum(l.minutes_played), 0)::int`.as('minutes_played'),
            sql<number>`coalesce(sum(l.saves), 0)::int`.as('saves'),
          ])
          .whereRef('l.player_id', '=', 'players.id')
        if (season === undefined)
          lines = lines
            .where('l.game_date', '>=', currentSeasonStart(teamId))
            .where('l.game_date', '<', nextSeasonStart(teamId))
        else lines = lines.where(withinDates(sql.ref('l.game_date'), season))
        return lines.as('totals')
      },
      (join) => join.onTrue(),
    )
    .selectAll('players')
    .select(playerNameOf(sql.ref('players.id')).as('name'))
    .select([
      'totals.games_played',
      'totals.goals',
      'totals.assists',
      'totals.yellow_cards',
      'totals.red_cards',
      'totals.minutes_played',
      'totals.saves',
    ])
    .where('players.team_id', '=', teamId)

type PlayerRow = Awaited<ReturnType<ReturnType<typeof playersWithTotals>['executeTakeFirstOrThrow']>>

const toPlayer = (row: PlayerRow, parentIds: string[]): Player => ({
  id: row.id,
  name: row.name,
  jerseyNumber: row.jersey_number,
  position: row.position as Player['position'],
  // The address names its team, as an `<img>` cannot send the `X-Team` header.
  photoUrl: row.photo_id
    ? `/api/players/${row.id}/photo?v=${row.photo_id}&team=${encodeURIComponent(row.team_id)}`
    : null,
  parentIds,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  stats: {
    gamesPlayed: row.games_played ?? emptyTotals.gamesPlayed,
    goals: row.goals ?? emptyTotals.goals,
    assists: row.assists ?? emptyTotals.assists,
    yellowCards: row.yellow_cards ?? emptyTotals.yellowCards,
    redCards: row.red_cards ?? emptyTotals.redCards,
    minutesPlayed: row.minutes_played ?? emptyTotals.minutesPlayed,
    saves: row.saves ?? emptyTotals.saves,
    // Spec §3 keeps the field at 0: no form records a clean sheet.
    cleanSheets: emptyTotals.cleanSheets,
  },
})

/**
 * Members linked to each player: those whose account e-mail is one of the player's parent e-mails (whether
 * they joined before or after it was entered), and everyone in their family.
 */
export const parentIdsByPlayer = async (db: Kysely<DB>, teamId: string, playerId?: string) => {
  const { rows } = await sql<{ player_id: string; user_id: string }>`
    select distinct p.player_id, relative.user_id
    from player_personal_data p
    join accounts a on a.email = any(p.parent_emails)
    join team_members parent on parent.user_id = a.id and parent.team_id = p.team_id
    join team_members relative on relative.family_id = parent.family_id and relative.team_id = p.team_id
    where p.team_id = ${teamId} ${playerId ? sql`and p.player_id = ${playerId}` : sql``}
    order by relative.user_id`.execute(db)
  const byPlayer = new Map<string, string[]>()
  for (const row of rows) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), row.user_id])
  return byPlayer
}

/** The team's players, with their totals for `season` (the current one unless given). */
export const listPlayers = async (db: Kysely<DB>, teamId: string, season?: SeasonDates): Promise<Player[]> => {
  const [rows, parents] = await Promise.all([
    playersWithTotals(db, teamId, season).orderBy('players.jersey_number').orderBy('name').execute(),
    parentIdsByPlayer(db, teamId),
  ])
  return rows.map((row) => toPlayer(row, parents.get(row.id) ?? []))
}

export const findPlayer = async (db: Kysely<DB>, teamId: string, playerId: string): Promise<Player | null> => {
  const row = await playersWithTotals(db, teamId).where('players.id', '=', playerId).executeTakeFirst()
  if (!row) return null
  return toPlayer(row, (await parentIdsByPlayer(db, teamId, playerId)).get(playerId) ?? [])
}

// On the command path of every stat line: compiled once.
const playerName = compiledQuery((db, { teamId, playerId }: Placeholders<{ teamId: string; playerId: string }>) =>
  db
    .selectFrom('players')
    .innerJoin('player_personal_data as d', 'd.player_id', 'players.id')
    .select('d.name')
    .where('players.team_id', '=', teamId)
    .where('players.id', '=', playerId),
)

/** A team's player's name, or null: all a stat line needs to know of its player (one indexed row). */
export const findPlayerName = async (db: Kysely<DB>, teamId: string, playerId: string): Promise<string | null> =>
  (await playerName.executeTakeFirst(db, { teamId, playerId }))?.name ?? null

/** The erasable personal data of a team's players: for coach-like members only. */
export const playerDetails = async (db: Kysely<DB>, teamId: string): Promise<Map<string, PlayerDetails>> => {
  const rows = await db.selectFrom('player_personal_data').selectAll().where('team_id', '=', teamId).execute()
  return new Map(
    rows.map((row) => [
      row.player_id,
      {
        parentEmails: row.parent_emails,
        dateOfBirth: row.date_of_birth,
        medicalInfo: row.medical_info,
        emergencyContacts: row.emergency_contacts,
      },
    ]),
  )
}

/** The stored photo of a team's player, if any (null also when there is no such player). */
export const findPhotoId = async (db: Kysely<DB>, teamId: string, playerId: string) => {
  const row = await db
    .selectFrom('players')
    .select('photo_id')
    .where('team_id', '=', teamId)
    .where('id', '=', playerId)
    .executeTakeFirst()
  return row?.photo_id ?? null
}

/** The team's active players in roster order (jersey number, then name): whom availability and attendance list. */
export const activePlayers = (db: Kysely<DB>, teamId: string) =>
  db
    .selectFrom('players')
    .select(['id', 'jersey_number', playerNameOf(sql.ref('players.id')).as('name')])
    .where('team_id', '=', teamId)
    .where('is_active', '=', true)
    .orderBy('jersey_number')
    .orderBy('name')
    .orderBy('id')
    .execute()

/** The names of those of `playerIds` the team has: on the roster, or who left it (not those removed). */
export const rosterNames = async (db: Kysely<DB>, teamId: string, playerIds: readonly string[]) =>
  new Map((await rosterEntries(db, teamId, playerIds)).map((row) => [row.id, row.name]))

/**
 * The team's players among `playerIds`, on the roster or who left it (a season's figures name players who have left
 * since), with their names and numbers, by name.
 */
export const rosterEntries = async (db: Kysely<DB>, teamId: string, playerIds: readonly string[]) => {
  if (playerIds.length === 0) return []
  return db
    .selectFrom('players')
    .select(['id', 'jersey_number', playerNameOf(sql.ref('players.id')).as('name')])
    .where('team_id', '=', teamId)
    .where('id', 'in', [...playerIds])
    .orderBy('name')
    .execute()
}

/** The stream a team's player's events go to, or null when the team has no such player. */
export const findPlayerStream = async (db: Kysely<DB>, teamId: string, playerId: string) => {
  const row = await db
    .selectFrom('players')
    .select('stream_id')
    .where('team_id', '=', teamId)
    .where('id', '=', playerId)
    .executeTakeFirst()
  return row?.stream_id ?? null
}

/**
 * Players' names for the history and its "as of" views (the feature's `names`): a player whose personal data was
 * erased reads "a removed player".
 */
export const playerNames: NameResolver<'player'> = async (db, teamId, playerIds) => {
  const rows = playerIds.length
    ? await db
        .selectFrom('player_personal_data')
        .select(['player_id as id', 'name'])
        .where('team_id', '=', teamId)
        .where('player_id', 'in', playerIds)
        .execute()
    : []
  const names = new Map(rows.filter((row) => row.name.trim()).map((row) => [row.id, row.name]))
  return (playerId) => names.get(playerId) ?? REMOVED_PLAYER_NAME
}
