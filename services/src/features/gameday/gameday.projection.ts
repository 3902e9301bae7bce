import type { GameDayEvent } from '@teamspace/domain/gameday/gameday.events'
import type { PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import { sql } from 'kysely'
import { defineProjection, lastByKey, readsAndWrites, writesOnly } from '../../platform/projections/registry'
import './gameday.tables'

/** A whistle's line in the timeline: one per half's kick-off and end, so its id is the game's and the whistle's. */
export const whistleId = (calendarEventId: string, whistle: 'kick-off' | 'end', period: number) =>
  `${calendarEventId}:${whistle}:${period}`

const appended = (column: 'kick_offs' | 'ends', at: string) =>
  sql<string>`${sql.ref(column)} || jsonb_build_array(${at}::text)`

/**
 * Each team's game-day setting, and each game's live match: a row with its whistles and the score, and its
 * timeline (whistles, goals standing, substitutions). An undone goal leaves the timeline and the score; a deleted
 * player leaves the timeline's lines (the goal or the substitution stays, by nobody), as a rebuild from the log does.
 */
export const gamedayProjection = defineProjection<GameDayEvent | PlayerRemoved>({
  name: 'gameday',
  version: 1,
  tables: ['gameday_settings', 'matches', 'match_timeline'],
  on: {
    GameDaySettingChosen: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        const row = { format: data.format, period_minutes: data.periodMinutes, chosen_at: data.chosenAt }
        await db
          .insertInto('gameday_settings')
          .values({ team_id: data.teamId, ...row })
          .onConflict((c) => c.column('team_id').doUpdateSet(row))
          .execute()
      }
    }),
    MatchKickedOff: writesOnly(async (events, db) => {
      for (const { data } of events) {
        if (data.period === 1)
          await db
            .insertInto('matches')
            .values({
              calendar_event_id: data.calendarEventId,
              team_id: data.teamId,
              format: data.format,
              period_minutes: data.periodMinutes,
              kick_offs: JSON.stringify([data.at]),
              ends: '[]',
              full_time: false,
              goals_for: 0,
              goals_against: 0,
            })
            .execute()
        else
          await db
            .updateTable('matches')
            .set({ kick_offs: appended('kick_offs', data.at) })
            .where('calendar_event_id', '=', data.calendarEventId)
            .execute()
      }
      await db
        .insertInto('match_timeline')
        .values(
          events.map(({ data }) => ({
            id: whistleId(data.calendarEventId, 'kick-off', data.period),
            calendar_event_id: data.calendarEventId,
            team_id: data.teamId,
            kind: 'kick-off' as const,
            at: data.at,
          })),
        )
        .execute()
    }),
    MatchPeriodEnded: writesOnly(async (events, db) => {
      for (const { data } of events)
        await db
          .updateTable('matches')
          .set({ ends: appended('ends', data.at), full_time: data.fullTime })
          .where('calendar_event_id', '=', data.calendarEventId)
          .execute()
      await db
        .insertInto('match_timeline')
        .values(
          events.map(({ data }) => ({
            id: whistleId(data.calendarEventId, 'end', data.period),
            calendar_event_id: data.calendarEventId,
            team_id: data.teamId,
            kind: data.fullTime ? ('full-time' as const) : ('half-time' as const),
            at: data.at,
          })),
        )
        .execute()
    }),
    GoalScored: writesOnly(async (events, db) => {
      await db
        .insertInto('match_timeline')
        .values(
          events.map(({ data }) => ({
            id: data.goalId,
            calendar_event_id: data.calendarEventId,
            team_id: data.teamId,
            kind: 'goal' as const,
            at: data.at,
            goal_kind: data.kind,
            player_id: data.scorerId,
            other_id: data.assistId,
          })),
        )
        .execute()
      for (const { data } of events) {
        const ours = data.kind !== 'theirs'
        await db
          .updateTable('matches')
          .set((eb) => (ours ? { goals_for: eb('goals_for', '+', 1) } : { goals_against: eb('goals_against', '+', 1) }))
          .where('calendar_event_id', '=', data.calendarEventId)
          .execute()
      }
    }),
    GoalUndone: readsAndWrites(async (events, db) => {
      for (const { data } of events) {
        const removed = await db
          .deleteFrom('match_timeline')
          .where('id', '=', data.goalId)
          .returning('goal_kind')
          .executeTakeFirst()
        if (!removed) continue
        const ours = removed.goal_kind !== 'theirs'
        await db
          .updateTable('matches')
          .set((eb) => (ours ? { goals_for: eb('goals_for', '-', 1) } : { goals_against: eb('goals_against', '-', 1) }))
          .where('calendar_event_id', '=', data.calendarEventId)
          .execute()
      }
    }),
    PlayerRemoved: writesOnly(async (events, db) => {
      const ids = events.map((e) => e.data.playerId)
      await db.updateTable('match_timeline').set({ player_id: null }).where('player_id', 'in', ids).execute()
      await db.updateTable('match_timeline').set({ other_id: null }).where('other_id', 'in', ids).execute()
    }),
    SubstitutionMade: writesOnly(async (events, db) => {
      await db
        .insertInto('match_timeline')
        .values(
          events.map(({ data }) => ({
            id: data.substitutionId,
            calendar_event_id: data.calendarEventId,
            team_id: data.teamId,
            kind: 'substitution' as const,
            at: data.at,
            player_id: data.playerIn,
            other_id: data.playerOut,
          })),
        )
        .execute()
    }),
  },
})
