import { describe, expect, it } from 'vitest'
import { defaultEventId, eventOptionLabel, percentageLabel, statusCounts } from './attendance-view'

const event = (id: string, startsAt: string, taken = false) => ({
  calendarEventId: id,
  title: `Practice ${id}`,
  type: 'practice' as const,
  date: startsAt.slice(0, 10),
  time: '10:00',
  startsAt,
  taken,
})

describe('the attendance page', () => {
  const now = new Date('2026-03-10T12:00:00.000Z')

  it('opens on the latest event that has started, else the soonest to come', () => {
    const events = [
      event('later', '2026-03-20T10:00:00.000Z'),
      event('soon', '2026-03-12T10:00:00.000Z'),
      event('today', '2026-03-10T10:00:00.000Z'),
      event('last-week', '2026-03-03T10:00:00.000Z'),
    ]
    expect(defaultEventId(events, now)).toBe('today')
    expect(defaultEventId(events.slice(0, 2), now)).toBe('soon')
    expect(defaultEventId([], now)).toBeNull()
  })

  it('names each event by its day, type and title, and says when it was taken', () => {
    expect(eventOptionLabel(event('1', '2026-03-08T15:00:00.000Z', true))).toBe(
      'Mar 8, 2026 · Practice: Practice 1 (taken)',
    )
    expect(eventOptionLabel({ ...event('2', '2026-03-14T15:00:00.000Z'), type: 'game', title: 'Spring Cup' })).toBe(
      'Mar 14, 2026 · Game: Spring Cup',
    )
  })

  it('counts the statuses and writes each player’s rounded share', () => {
    expect(statusCounts(['present', 'present', 'excused', 'late'])).toEqual({
      present: 2,
      absent: 0,
      late: 1,
      excused: 1,
    })
    expect(percentageLabel(67)).toBe('67%')
    expect(percentageLabel(null)).toBe('No records')
  })
})
