import type { ResultsDomainEvent } from '@teamspace/domain/results/results.events'
import { defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './results.tables'

/**
 * The team's seasons, and one row per game with a result: recorded, then replaced by each correction. Runs keep each game's last event
 * only, so a rebuild writes a game once.
 */
export const resultsProjection = defineProjection<ResultsDomainEvent>({
  name: 'results',
  version: 1,
  tables: ['game_results', 'seasons'],
  on: {
    GameResultRecorded: writesOnly(async (events, db) => {
      for (const { data, metadata } of lastByKey(events, (e) => e.data.calendarEventId)) {
        const row = {
          team_id: data.teamId,
          goals_for: data.goalsFor,
          goals_against: data.goalsAgainst,
          scorers: JSON.stringify(data.scorers),
          recorded_by: metadata.actor?.userId ?? null,
          recorded_at: data.recordedAt,
          corrected_at: null,
        }
        await db
          .insertInto('game_results')
          .values({ calendar_event_id: data.calendarEventId, ...row })
          .onConflict((c) => c.column('calendar_event_id').doUpdateSet(row))
          .execute()
      }
    }),
    GameResultCorrected: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.calendarEventId)) {
        await db
          .updateTable('game_results')
          .set({
            goals_for: data.goalsFor,
            goals_against: data.goalsAgainst,
            scorers: JSON.stringify(data.scorers),
            corrected_at: data.correctedAt,
          })
          .where('calendar_event_id', '=', data.calendarEventId)
          .execute()
      }
    }),
    SeasonStarted: writesOnly(async (events, db) => {
      await db
        .insertInto('seasons')
        .values(
          events.map(({ data, metadata }) => ({
            id: data.seasonId,
            team_id: data.teamId,
            name: data.name,
            starts_on: data.startsOn,
            ends_on: data.endsOn,
            started_by: metadata.actor?.userId ?? null,
            started_at: data.startedAt,
          })),
        )
        .execute()
    }),
    SeasonCorrected: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.seasonId)) {
        await db
          .updateTable('seasons')
          .set({ name: data.name, starts_on: data.startsOn, ends_on: data.endsOn })
          .where('id', '=', data.seasonId)
          .execute()
      }
    }),
    SeasonRemoved: writesOnly(async (events, db) => {
      await db
        .deleteFrom('seasons')
        .where(
          'id',
          'in',
          events.map((e) => e.data.seasonId),
        )
        .execute()
    }),
  },
})
