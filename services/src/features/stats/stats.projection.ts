import type { PlayerAdded, PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import type { StatLineValues, StatsEvent } from '@teamspace/domain/stats/stats.events'
import { sql, type RawBuilder } from 'kysely'
import { defineProjection, setBased, type FieldType } from '../../platform/projections/registry'
import './stats.tables'

/** A stat line's values, as the events carry them, read as their columns' types. */
const LINE_VALUES = {
  gameId: 'text',
  gameDate: 'date',
  opponent: 'text',
  minutesPlayed: 'integer',
  goals: 'integer',
  assists: 'integer',
  yellowCards: 'integer',
  redCards: 'integer',
  saves: 'integer',
  keyPlays: 'text[]',
} as const satisfies Record<keyof StatLineValues, FieldType>

/**
 * Adds a relation of per-player deltas (player_id and one column per total) to the totals in one statement,
 * commutatively (`goals = goals + n`), so concurrent recordings all count. A player removed meanwhile has no
 * totals row, and their deltas count for nobody, in a rebuild as live.
 */
const addToTotals = (deltas: RawBuilder<unknown>) => sql`
  update player_totals as t set
    games_played = t.games_played + d.games_played,
    minutes_played = t.minutes_played + d.minutes_played,
    goals = t.goals + d.goals,
    assists = t.assists + d.assists,
    yellow_cards = t.yellow_cards + d.yellow_cards,
    red_cards = t.red_cards + d.red_cards,
    saves = t.saves + d.saves
  from (${deltas}) as d
  where t.player_id = d.player_id`

/**
 * The lines that count and each player's totals. A correction moves the totals by the difference between the
 * old line and the new one; a void takes the line (and its game) back out. Every handler is SQL over its run of
 * events: a few statements whatever the run's length, a run of one on the command path (sent with the append)
 * and up to 50,000 events read in place by a rebuild.
 */
export const statsProjection = defineProjection<StatsEvent | PlayerAdded | PlayerRemoved>({
  name: 'stats',
  version: 3,
  tables: ['stat_lines', 'player_totals'],
  on: {
    PlayerAdded: setBased((run) => [
      sql`
        insert into player_totals (player_id, team_id)
        select p."playerId", p."teamId" from ${run.rows({ playerId: 'text', teamId: 'text' })} as p`,
    ]),
    // The player leaves every view, their statistics with them (spec §4).
    PlayerRemoved: setBased((run) => {
      const removed = sql`select p."playerId" from ${run.rows({ playerId: 'text' })} as p`
      return [
        sql`delete from stat_lines where player_id in (${removed})`,
        sql`delete from player_totals where player_id in (${removed})`,
      ]
    }),
    // The lines of players who still have totals, and what those lines add to each player's totals: one
    // statement, so a rebuild reads each run of the log once.
    StatLineRecorded: setBased((run) => {
      const lines = run.rows({
        ...LINE_VALUES,
        statLineId: 'text',
        teamId: 'text',
        playerId: 'text',
        recordedAt: 'timestamptz',
      })
      return [
        sql`
          with inserted as (
            insert into stat_lines (id, team_id, stream_id, player_id, game_id, game_date, opponent,
              minutes_played, goals, assists, yellow_cards, red_cards, saves, key_plays, recorded_by,
              created_at, corrected_at)
            select l."statLineId", l."teamId", l.stream_id, l."playerId", l."gameId", l."gameDate",
              l.opponent, l."minutesPlayed", l.goals, l.assists, l."yellowCards", l."redCards", l.saves,
              l."keyPlays", l.metadata -> 'actor' ->> 'userId', l."recordedAt", null
            from ${lines} as l
            where exists (select 1 from player_totals as t where t.player_id = l."playerId")
            returning player_id, minutes_played, goals, assists, yellow_cards, red_cards, saves)
          ${addToTotals(sql`
            select player_id, count(*) as games_played, sum(minutes_played) as minutes_played, sum(goals) as goals,
              sum(assists) as assists, sum(yellow_cards) as yellow_cards, sum(red_cards) as red_cards,
              sum(saves) as saves
            from inserted
            group by player_id`)}`,
      ]
    }),
    // Corrections of one line in a run add up to its last one: the totals move by the last values minus the
    // line as it stands, then the line takes the last values. A line voided or removed is left alone.
    StatLineCorrected: setBased((run) => {
      const last = sql`
        select distinct on (c."statLineId") c.*
        from ${run.rows({ ...LINE_VALUES, statLineId: 'text', correctedAt: 'timestamptz' })} as c
        order by c."statLineId", c.seq desc`
      return [
        addToTotals(sql`
          select l.player_id, 0 as games_played, sum(c."minutesPlayed" - l.minutes_played) as minutes_played,
            sum(c.goals - l.goals) as goals, sum(c.assists - l.assists) as assists,
            sum(c."yellowCards" - l.yellow_cards) as yellow_cards, sum(c."redCards" - l.red_cards) as red_cards,
            sum(c.saves - l.saves) as saves
          from (${last}) as c join stat_lines as l on l.id = c."statLineId"
          group by l.player_id`),
        sql`
          update stat_lines as l set
            game_id = c."gameId", game_date = c."gameDate", opponent = c.opponent,
            minutes_played = c."minutesPlayed", goals = c.goals, assists = c.assists, yellow_cards = c."yellowCards",
            red_cards = c."redCards", saves = c.saves, key_plays = c."keyPlays", corrected_at = c."correctedAt"
          from (${last}) as c
          where l.id = c."statLineId"`,
      ]
    }),
    // The lines go, and come back out of their players' totals, game and all.
    StatLineVoided: setBased((run) => [
      sql`
        with removed as (
          delete from stat_lines
          where id in (select v."statLineId" from ${run.rows({ statLineId: 'text' })} as v)
          returning player_id, minutes_played, goals, assists, yellow_cards, red_cards, saves)
        ${addToTotals(sql`
          select player_id, -count(*) as games_played, -sum(minutes_played) as minutes_played, -sum(goals) as goals,
            -sum(assists) as assists, -sum(yellow_cards) as yellow_cards, -sum(red_cards) as red_cards,
            -sum(saves) as saves
          from removed
          group by player_id`)}`,
    ]),
  },
})
