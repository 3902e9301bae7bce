import { describe, expect, it } from 'vitest'
import { answerForm, keptAnswer } from './answer-form'

const kept = (fate: string, answer: 'going' | 'not-going' | 'maybe', note = '', playerId = 'p1') => ({
  method: 'PUT' as const,
  path: `/api/calendar-events/e1/availability/${playerId}`,
  body: { kind: 'json' as const, json: JSON.stringify({ answer, note }) },
  text: note,
  draft: answerForm('e1', playerId).draft({ answer, note }),
  fate,
})

/** As an answer was kept before saves kept their values: only what it sent to the child's address. */
const keptBefore = (fate: string, answer: string, note = '') => ({
  method: 'PUT' as const,
  path: '/api/calendar-events/e1/availability/p1',
  body: { kind: 'json' as const, json: JSON.stringify({ answer, note }) },
  text: note,
  fate,
})

describe('an answer given without signal', () => {
  it('is the latest one still waiting for this child and event', () => {
    expect(keptAnswer([kept('waiting', 'maybe'), kept('waiting', 'going', 'Late')], 'e1', 'p1')).toEqual({
      answer: 'going',
      note: 'Late',
    })
  })

  it('is none once sent or refused, or for another child or event', () => {
    expect(keptAnswer([kept('sent', 'going'), kept('refused', 'maybe')], 'e1', 'p1')).toBeNull()
    expect(keptAnswer([kept('waiting', 'going', '', 'p2')], 'e1', 'p1')).toBeNull()
    expect(keptAnswer([kept('waiting', 'going')], 'e2', 'p1')).toBeNull()
  })

  it('is read from what it was made with, not from the request it makes', () => {
    const made = { ...kept('waiting', 'maybe', 'Cough'), body: { kind: 'none' } as const }
    expect(keptAnswer([made], 'e1', 'p1')).toEqual({ answer: 'maybe', note: 'Cough' })
  })

  it('kept on a phone before answers kept their values, still shows until it is sent', () => {
    expect(keptAnswer([keptBefore('waiting', 'not-going', 'Away')], 'e1', 'p1')).toEqual({
      answer: 'not-going',
      note: 'Away',
    })
    expect(keptAnswer([keptBefore('waiting', 'going')], 'e1', 'p2')).toBeNull()
    expect(keptAnswer([keptBefore('sent', 'going')], 'e1', 'p1')).toBeNull()
  })
})
