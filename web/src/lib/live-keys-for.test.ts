import { describe, expect, it } from 'vitest'
import { liveKeysFor } from './use-live-updates'

describe('what a live notice refreshes', () => {
  it('refreshes the topic itself, and the families that show its data too', () => {
    expect(liveKeysFor('stats')).toEqual([['stats']])
    expect(liveKeysFor('team')).toEqual([['team'], ['session'], ['calendar']])
    // A family's answer changes the coaches' counts on the calendar and attendance's pre-fill.
    expect(liveKeysFor('availability')).toEqual([['availability'], ['calendar'], ['attendance']])
    // A new or cancelled game changes attendance's list of events.
    expect(liveKeysFor('calendar')).toEqual([['calendar'], ['attendance']])
  })
})
