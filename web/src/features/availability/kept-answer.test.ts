import { describe, expect, it } from 'vitest'
import { keptAnswer } from './answer-form'

const path = '/api/calendar-events/e1/availability/p1'
const save = (fate: string, answer: string, note = '', where = path) => ({
  path: where,
  fate,
  body: { kind: 'json', json: JSON.stringify({ answer, note }) },
})

describe('an answer given without signal', () => {
  it('is the latest one still waiting for this child and event', () => {
    expect(keptAnswer([save('waiting', 'maybe'), save('waiting', 'going', 'Late')], path)).toEqual({
      answer: 'going',
      note: 'Late',
    })
  })

  it('is none once sent or refused, or for another child', () => {
    expect(keptAnswer([save('sent', 'going'), save('refused', 'maybe')], path)).toBeNull()
    expect(keptAnswer([save('waiting', 'going', '', '/api/calendar-events/e1/availability/p2')], path)).toBeNull()
  })
})
