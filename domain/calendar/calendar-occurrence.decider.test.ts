import { describe, expect, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { calendarOccurrenceDecider, type CalendarOccurrenceCommand } from './calendar-occurrence.decider'
import type { CalendarOccurrenceCancelled } from './calendar-series.events'
import { practiceDetails, seriesScheduled, thursdayMovedToFriday } from './calendar-series.fixture'
import { foldSeries } from './calendar-series.occurrences'

const spec = specFor(calendarOccurrenceDecider)
const metadata = testMetadata() // 2026-09-01T10:00Z, by user-coach
const at = metadata.now.toISOString()

const series = seriesScheduled()
const thursday = foldSeries([series]).get('s1-20260917')!
const context = {
  teamId: 't1',
  seriesId: 's1',
  originalDate: '2026-09-17',
  calendarEventId: 's1-20260917',
  createdBy: 'user-coach',
  occurrence: thursday,
}

const moveToFriday = (version = 0, by = metadata): CalendarOccurrenceCommand => ({
  type: 'ChangeCalendarOccurrence',
  data: {
    ...context,
    ...practiceDetails,
    date: '2026-09-18',
    version,
  },
  metadata: by,
})

const cancelled: CalendarOccurrenceCancelled = {
  type: 'CalendarOccurrenceCancelled',
  data: { teamId: 't1', seriesId: 's1', calendarEventId: 's1-20260917', originalDate: '2026-09-17', cancelledAt: at },
}

describe('calendar occurrence decider ("this event")', () => {
  it('moves one occurrence on its own stream, keeping its id and first date', () =>
    spec([])
      .when(moveToFriday())
      .then([thursdayMovedToFriday(at)]))

  it('cancels one occurrence, then knows it no more', () => {
    spec([]).when({ type: 'CancelCalendarOccurrence', data: context, metadata }).then([cancelled])
    spec([cancelled]).when(moveToFriday(1)).thenThrows(NotFoundError)
  })

  it('refuses another coach, a stale version, a past occurrence and one the series does not have', () => {
    const assistant = testMetadata({ actor: { userId: 'user-assistant', role: 'assistant_coach' } })
    spec([]).when(moveToFriday(0, assistant)).thenThrows(ForbiddenError)
    spec([]).when(moveToFriday(3)).thenThrows(ConflictError)
    spec([])
      .when(moveToFriday(0, testMetadata({ now: new Date('2026-09-20T10:00:00Z') })))
      .thenThrows(ForbiddenError)
    const none = moveToFriday()
    spec([])
      .when({ ...none, data: { ...none.data, occurrence: null } } as CalendarOccurrenceCommand)
      .thenThrows(NotFoundError)
  })

  it('records nothing when saved unchanged', () => {
    const same = moveToFriday()
    spec([])
      .when({ ...same, data: { ...same.data, date: '2026-09-17' } } as CalendarOccurrenceCommand)
      .then([])
    expect(thursday.date).toBe('2026-09-17')
  })
})
