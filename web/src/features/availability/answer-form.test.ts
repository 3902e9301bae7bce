import { AVAILABILITY_NOTE_MAX, availabilityMessages } from '@teamspace/domain/availability/availability.constants'
import { describe, expect, it } from 'vitest'
import { answerValues, checkAnswer, checkNote, toAnswer } from './answer-form'

describe('a family’s answer for their child', () => {
  it('opens on the answer and note the server has, or on no answer yet', () => {
    expect(answerValues({ answer: 'maybe', note: 'Late from school' })).toEqual({
      answer: 'maybe',
      note: 'Late from school',
    })
    expect(answerValues({ answer: null, note: '' })).toEqual({ answer: null, note: '' })
  })

  it('asks for Going, Not going or Maybe before it is sent', () => {
    expect(checkAnswer({ answer: null, note: '' })).toEqual({ answer: availabilityMessages.answer })
    expect(checkAnswer({ answer: 'going', note: '' })).toEqual({})
  })

  it('keeps the note short, counted once trimmed', () => {
    const longest = 'x'.repeat(AVAILABILITY_NOTE_MAX)
    expect(checkAnswer({ answer: 'not-going', note: `${longest}x` })).toEqual({ note: availabilityMessages.note })
    expect(checkAnswer({ answer: 'not-going', note: `  ${longest}  ` })).toEqual({})
  })

  it('checks a note saved on its own by the same rule and words', () => {
    const longest = 'x'.repeat(AVAILABILITY_NOTE_MAX)
    expect(checkNote({ value: { note: `${longest}x` } })).toEqual({ fields: { note: availabilityMessages.note } })
    expect(checkNote({ value: { note: `  ${longest}  ` } })).toBeUndefined()
  })

  it('sends the note trimmed', () => {
    expect(toAnswer({ answer: 'not-going', note: '  Away at a wedding ' })).toEqual({
      answer: 'not-going',
      note: 'Away at a wedding',
    })
  })
})
