import type {
  CalendarOccurrenceDomainEvent,
  CalendarSeriesChanged,
  CalendarSeriesDomainEvent,
  CalendarSeriesEnded,
} from '@teamspace/domain/calendar/calendar-series.events'
import { seriesScheduled, thursdayMovedToFriday } from '@teamspace/domain/calendar/calendar-series.fixture'
import { foldCalendar } from '@teamspace/domain/calendar/calendar.as-of'
import type { Folded } from '@teamspace/domain/history/history.as-of'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { foldAgainstTables } from '../../../test/as-of-spec'
import { useTestDatabase } from '../../../test/database'
import type { DB } from '../../platform/db/schema'
import { calendarProjection } from './calendar.projection'

const t = useTestDatabase()
const at = '2026-09-01T10:00:00.000Z'

type SeriesFact = CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent

const scheduled = seriesScheduled()
const movedThursday = thursdayMovedToFriday('2026-09-02T10:00:00.000Z')
const placeChanged: CalendarSeriesChanged = {
  type: 'CalendarSeriesChanged',
  data: {
    teamId: 't1',
    seriesId: 's1',
    rule: scheduled.data.rule,
    details: { ...scheduled.data.details, location: 'Indoor Hall' },
    fromDate: '2026-09-09',
    changedAt: '2026-09-03T10:00:00.000Z',
  },
}
const endedWeek6: CalendarSeriesEnded = {
  type: 'CalendarSeriesEnded',
  data: { teamId: 't1', seriesId: 's1', fromDate: '2026-10-13', endedAt: '2026-09-04T10:00:00.000Z' },
}

/** The stream each event was appended to: an occurrence's own, else the series'. */
const streamOf = (event: SeriesFact) =>
  'calendarEventId' in event.data ? `calendarevent-${event.data.calendarEventId}` : 'calendarseries-s1'

/**
 * Projects the events as the coach recorded them (series stream versions counted per stream) and hands the rows to
 * `check`, with the same events as the "as of" fold reads them, then rolls back.
 */
const projected = (
  events: readonly SeriesFact[],
  check: (db: Kysely<DB>, folded: readonly Folded<SeriesFact>[]) => Promise<void>,
) =>
  foldAgainstTables(
    t,
    [calendarProjection],
    events.map((event) => ({ event, streamId: streamOf(event), recordedAt: at, actorId: 'user-coach' })),
    check,
  )

const live = (db: Kysely<DB>) =>
  db
    .selectFrom('calendar_events')
    .select(['id', 'local_date', 'local_time', 'end_time', 'starts_at', 'location', 'exception', 'version'])
    .where('series_id', '=', 's1')
    .where('cancelled_at', 'is', null)
    .orderBy('starts_at')
    .execute()

describe('the calendar projection of a series', () => {
  it('writes one calendar event per occurrence, 17:30 Berlin time on both sides of the change of the clocks', () =>
    projected([scheduled], async (db) => {
      const rows = await live(db)
      expect(rows).toHaveLength(16)
      expect(rows[0]).toMatchObject({ id: 's1-20260908', local_time: '17:30', end_time: '18:45', version: 0 })
      const startOf = (date: string) => rows.find((row) => row.local_date === date)!.starts_at.toISOString()
      expect(startOf('2026-10-22')).toBe('2026-10-22T15:30:00.000Z')
      expect(startOf('2026-10-27')).toBe('2026-10-27T16:30:00.000Z')
      const series = await db.selectFrom('calendar_series').selectAll().executeTakeFirstOrThrow()
      expect(series).toMatchObject({ id: 's1', version: 1, ended_from: null, rule: scheduled.data.rule })
    }))

  it('keeps a moved Thursday moved through a change of the whole series, and leaves 10 after cancelling from week 6', () =>
    projected([scheduled, movedThursday, placeChanged], async (db) => {
      const rows = await live(db)
      expect(rows).toHaveLength(16)
      expect(rows.find((row) => row.id === 's1-20260917')).toMatchObject({
        local_date: '2026-09-18',
        location: 'North Field',
        exception: true,
        version: 1,
      })
      // The change holds from its date on: the Tuesday before it keeps its place.
      expect(rows.filter((row) => row.location === 'Indoor Hall').map((row) => row.id)).not.toContain('s1-20260908')
      expect(rows.filter((row) => row.location === 'Indoor Hall')).toHaveLength(14)
    }).then(() =>
      projected([scheduled, movedThursday, placeChanged, endedWeek6], async (db) => {
        expect(await live(db)).toHaveLength(10)
        // Every occurrence keeps its row and id, cancelled ones marked.
        const all = await db.selectFrom('calendar_events').select('id').where('series_id', '=', 's1').execute()
        expect(all).toHaveLength(16)
        expect((await db.selectFrom('calendar_series').select('ended_from').executeTakeFirstOrThrow()).ended_from).toBe(
          '2026-10-13',
        )
      }),
    ))

  it('agrees with the fold the coach’s "View as of" reads', () => {
    const events = [scheduled, movedThursday, placeChanged, endedWeek6]
    return projected(events, async (db, folded) => {
      const rows = (await live(db)).map((row) => ({
        id: row.id,
        date: row.local_date,
        time: row.local_time,
        startsAt: row.starts_at.toISOString(),
        location: row.location,
        version: row.version,
      }))
      const then = foldCalendar(folded)
      expect(rows).toEqual(
        then.map((event) => ({
          id: event.id,
          date: event.date,
          time: event.time,
          startsAt: event.startsAt,
          location: event.location,
          version: event.version,
        })),
      )
    })
  })
})
