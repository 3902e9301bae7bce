import type { PlayerVotes } from '@teamspace/domain/votes/votes.events'
import type { Awards, SuggestedGame, VotingView } from '@teamspace/domain/votes/votes.schemas'
import { SUGGESTION_WINDOW } from '@teamspace/domain/votes/votes.schemas'
import { sql, type Kysely, type Selectable } from 'kysely'
import { withinDates, type DateRange } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import { memberNameOf } from '../profile'
import { playerNameOf, rosterEntries } from '../roster'
import type { VotingsTable } from './votes.tables'

type VotingRow = Selectable<VotingsTable> & { opened_by_name: string }

/** Who opened a voting, by their current name ('Former member' once their account is gone). */
const openedByName = memberNameOf(sql.ref('votings.opened_by')).as('opened_by_name')

/** Who is looking: a coach-like member sees the tally of an open voting, others only how many votes are in. */
export interface Viewer {
  readonly userId: string
  readonly seesOpenTally: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

const byVotesThenName = (a: PlayerVotes, b: PlayerVotes) =>
  b.votes - a.votes || a.playerName.localeCompare(b.playerName) || a.playerId.localeCompare(b.playerId)

const toPlayerVotes = (row: { player_id: string; player_name: string; votes: number }): PlayerVotes => ({
  playerId: row.player_id,
  playerName: row.player_name,
  votes: row.votes,
})

/** Rows grouped by voting id. */
const byVoting = <T extends { voting_id: string }>(rows: readonly T[]) => {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(row.voting_id, [...(groups.get(row.voting_id) ?? []), row])
  return groups
}

/**
 * The votings `rows` as `viewer` sees them: everyone gets the vote count and their own vote; the tally only
 * once the voting is closed, or while it is open for a coach-like viewer; the winners once it is closed.
 */
const viewsOf = async (db: Kysely<DB>, rows: readonly VotingRow[], viewer: Viewer): Promise<VotingView[]> => {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [tallies, ballots, winners] = await Promise.all([
    db
      .selectFrom('vote_tallies')
      .selectAll()
      .select(playerNameOf(sql.ref('vote_tallies.player_id')).as('player_name'))
      .where('voting_id', 'in', ids)
      .execute(),
    db
      .selectFrom('ballots')
      .select(['voting_id', 'player_id', playerNameOf(sql.ref('ballots.player_id')).as('player_name'), 'reason'])
      .where('voting_id', 'in', ids)
      .where('voter_id', '=', viewer.userId)
      .execute(),
    db
      .selectFrom('voting_winners')
      .selectAll()
      .select(playerNameOf(sql.ref('voting_winners.player_id')).as('player_name'))
      .where('voting_id', 'in', ids)
      .execute(),
  ])
  const talliesOf = byVoting(tallies)
  const winnersOf = byVoting(winners)
  const mine = new Map(ballots.map((ballot) => [ballot.voting_id, ballot]))
  return rows.map((row) => {
    const tally = (talliesOf.get(row.id) ?? []).map(toPlayerVotes).sort(byVotesThenName)
    const myVote = mine.get(row.id)
    return {
      id: row.id,
      calendarEventId: row.calendar_event_id,
      gameTitle: row.game_title,
      gameDate: row.game_date,
      gameTime: row.game_time,
      isActive: row.is_active,
      openedByName: row.opened_by_name,
      openedAt: row.opened_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
      voteCount: tally.reduce((sum, entry) => sum + entry.votes, 0),
      myVote: myVote ? { playerId: myVote.player_id, playerName: myVote.player_name, reason: myVote.reason } : null,
      tally: row.is_active && !viewer.seesOpenTally ? null : tally,
      winners: row.is_active ? [] : (winnersOf.get(row.id) ?? []).map(toPlayerVotes).sort(byVotesThenName),
    }
  })
}

/** The team's votings: the open ones newest first, the closed ones (Previous Results) latest closed first. */
export const listVotings = async (db: Kysely<DB>, teamId: string, viewer: Viewer) => {
  const rows = await db
    .selectFrom('votings')
    .selectAll()
    .select(openedByName)
    .where('team_id', '=', teamId)
    .orderBy('opened_at', 'desc')
    .orderBy('id')
    .execute()
  const active = rows.filter((row) => row.is_active)
  const closed = rows
    .filter((row) => !row.is_active)
    .sort((a, b) => (b.closed_at?.getTime() ?? 0) - (a.closed_at?.getTime() ?? 0))
  const [activeViews, closedViews] = await Promise.all([viewsOf(db, active, viewer), viewsOf(db, closed, viewer)])
  return { active: activeViews, closed: closedViews }
}

/** One of the team's votings, or null (another team's id is unknown here). */
export const findVoting = (db: Kysely<DB>, teamId: string, votingId: string) =>
  db
    .selectFrom('votings')
    .selectAll()
    .select(openedByName)
    .where('team_id', '=', teamId)
    .where('id', '=', votingId)
    .executeTakeFirst()

/** One of the team's votings as `viewer` sees it, or null. */
export const findVotingView = async (db: Kysely<DB>, teamId: string, votingId: string, viewer: Viewer) => {
  const row = await findVoting(db, teamId, votingId)
  return row ? ((await viewsOf(db, [row], viewer))[0] ?? null) : null
}

/** A voting's tally as it stands: what the close reads while it holds the voting's stream. */
export const tallyOf = async (db: Kysely<DB>, votingId: string): Promise<PlayerVotes[]> => {
  const rows = await db
    .selectFrom('vote_tallies')
    .select(['player_id', playerNameOf(sql.ref('vote_tallies.player_id')).as('player_name'), 'votes'])
    .where('voting_id', '=', votingId)
    .execute()
  return rows.map(toPlayerVotes)
}

/**
 * The team's games from 1 day ahead to 7 days past (spec §9) that have no voting yet, the latest first. The
 * calendar's read table is read here because the suggestions are part of how the page offers a voting.
 */
export const suggestedGames = async (db: Kysely<DB>, teamId: string, now: Date): Promise<SuggestedGame[]> => {
  const rows = await db
    .selectFrom('calendar_events as c')
    .leftJoin('votings as v', (join) => join.onRef('v.calendar_event_id', '=', 'c.id').on('v.team_id', '=', teamId))
    .select(['c.id', 'c.title', 'c.opponent', 'c.local_date', 'c.local_time', 'c.starts_at'])
    .where('c.team_id', '=', teamId)
    .where('c.type', '=', 'game')
    .where('c.cancelled_at', 'is', null)
    .where('c.starts_at', '<=', new Date(now.getTime() + SUGGESTION_WINDOW.daysAhead * DAY_MS))
    .where('c.starts_at', '>=', new Date(now.getTime() - SUGGESTION_WINDOW.daysPast * DAY_MS))
    .where('v.id', 'is', null)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id')
    .execute()
  return rows.map((row) => ({
    calendarEventId: row.id,
    title: row.title,
    opponent: row.opponent,
    date: row.local_date,
    time: row.local_time,
    startsAt: row.starts_at.toISOString(),
  }))
}

/**
 * How a season's awards are spread over the roster: each player's wins (joint ones count) in the votings of games
 * dated in `dates`, the votes they had there and the date of their latest win. The active players in the roster's
 * order, then those who left but were voted for in the season; the page puts those never recognised first.
 */
export const awardsOf = async (
  db: Kysely<DB>,
  teamId: string,
  active: readonly { id: string; name: string; jersey_number: number | null }[],
  dates: DateRange,
): Promise<Awards> => {
  const inSeason = withinDates(sql.ref('v.game_date'), dates)
  const [wins, votes, closed] = await Promise.all([
    db
      .selectFrom('voting_winners as w')
      .innerJoin('votings as v', 'v.id', 'w.voting_id')
      .select(['w.player_id', 'v.game_date'])
      .where('w.team_id', '=', teamId)
      .where(inSeason)
      .execute(),
    db
      .selectFrom('vote_tallies as t')
      .innerJoin('votings as v', 'v.id', 't.voting_id')
      .select(['t.player_id', (eb) => eb.fn.sum<number>('t.votes').as('votes')])
      .where('t.team_id', '=', teamId)
      .where(inSeason)
      .groupBy('t.player_id')
      .execute(),
    db
      .selectFrom('votings as v')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('v.team_id', '=', teamId)
      .where('v.is_active', '=', false)
      .where(inSeason)
      .executeTakeFirstOrThrow(),
  ])
  const awards = new Map<string, { count: number; last: string }>()
  for (const win of wins) {
    const entry = awards.get(win.player_id)
    if (!entry) awards.set(win.player_id, { count: 1, last: win.game_date })
    else {
      entry.count += 1
      if (win.game_date > entry.last) entry.last = win.game_date
    }
  }
  const votesOf = new Map(votes.map((row) => [row.player_id, Number(row.votes)]))
  const activeIds = new Set(active.map((player) => player.id))
  const leftIds = [...votesOf.keys()].filter((id) => !activeIds.has(id))
  const left = await rosterEntries(db, teamId, leftIds)
  return {
    closedVotings: Number(closed.n),
    players: [...active, ...left].map((player) => ({
      playerId: player.id,
      playerName: player.name,
      jerseyNumber: player.jersey_number,
      awards: awards.get(player.id)?.count ?? 0,
      votes: votesOf.get(player.id) ?? 0,
      lastAwardOn: awards.get(player.id)?.last ?? null,
    })),
  }
}
