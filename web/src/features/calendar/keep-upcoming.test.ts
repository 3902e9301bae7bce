import { describe, expect, it } from 'vitest'
import { eventsToKeep, KEEP_AT_MOST } from './keep-upcoming'

const now = new Date('2026-03-10T12:00:00.000Z')
const event = (id: string, startsAt: string, type: 'game' | 'practice' | 'event' = 'practice') => ({
  id,
  startsAt,
  type,
})

describe('what is kept on the phone of the coming weeks', () => {
  it('keeps the events not yet started of the next four weeks, soonest first', () => {
    const kept = eventsToKeep(
      [
        event('in-five-weeks', '2026-04-14T17:00:00.000Z'),
        event('saturday', '2026-03-14T09:00:00.000Z'),
        event('started', '2026-03-10T11:00:00.000Z'),
        event('tomorrow', '2026-03-11T17:00:00.000Z', 'event'),
        event('in-four-weeks', '2026-04-07T12:00:00.000Z'),
      ],
      now,
    )
    expect(kept.map((each) => each.id)).toEqual(['tomorrow', 'saturday', 'in-four-weeks'])
  })

  it('keeps at most a few weeks of daily practices', () => {
    const daily = Array.from({ length: 28 }, (_, day) =>
      event(`day-${day + 1}`, new Date(now.getTime() + (day + 1) * 86_400_000 - 3_600_000).toISOString()),
    )
    const kept = eventsToKeep(daily, now)
    expect(kept).toHaveLength(KEEP_AT_MOST)
    expect(kept[0]?.id).toBe('day-1')
  })
})
