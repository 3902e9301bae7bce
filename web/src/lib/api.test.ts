import { describe, expect, it } from 'vitest'
import { toApiError } from './api'

describe('toApiError', () => {
  it('keeps the code, the words and the field messages of the API’s error body', () => {
    const body = {
      error: { code: 'conflict', message: 'Jersey number is already taken', fields: { jerseyNumber: 'x' } },
    }
    const error = toApiError({ status: 409, statusText: 'Conflict' }, body)
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Jersey number is already taken', body })
  })

  it('says what the status says when the answer is not the API’s', () => {
    expect(toApiError({ status: 502, statusText: 'Bad Gateway' }, '<html>')).toMatchObject({
      message: 'The server answered 502 Bad Gateway.',
      code: undefined,
    })
  })
})
