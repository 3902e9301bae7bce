import { describe, expect, it } from 'vitest'
import { seriesScheduled } from './calendar-series.fixture'
import { describeSeriesEvent } from './calendar-series.history'

const scheduled = seriesScheduled()
const before = { rule: scheduled.data.rule, details: scheduled.data.details }

describe('series history', () => {
  it('says what happened to a repeating event in one readable line', () => {
    expect(describeSeriesEvent('Casey Coach', scheduled, null)).toMatch(
      /^Casey Coach scheduled the every Tuesday and Thursday practice “Practice” at 17:30–18:45 from .+, 16 times\.$/,
    )
    const changed = describeSeriesEvent(
      'Casey Coach',
      {
        type: 'CalendarSeriesChanged',
        data: {
          teamId: 't1',
          seriesId: 's1',
          rule: before.rule,
          details: { ...before.details, location: 'Indoor Hall' },
          fromDate: '2026-09-01',
          changedAt: '2026-09-01T10:00:00.000Z',
        },
      },
      before,
    )
    expect(changed).toMatch(
      /^Casey Coach changed the location from “North Field” to “Indoor Hall” of the every Tuesday and Thursday practice “Practice”, from .+ on\.$/,
    )
    expect(
      describeSeriesEvent(
        'Casey Coach',
        {
          type: 'CalendarSeriesEnded',
          data: { teamId: 't1', seriesId: 's1', fromDate: '2026-10-13', endedAt: '2026-09-01T10:00:00.000Z' },
        },
        before,
      ),
    ).toMatch(/^Casey Coach cancelled the every Tuesday and Thursday practice “Practice” from .+ on\.$/)
  })
})
