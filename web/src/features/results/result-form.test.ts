import { describe, expect, it } from 'vitest'
import { formWarning, resultInput } from './result-form'

const form = (goalsFor: string, scorers: [string, string][]) => ({
  goalsFor,
  goalsAgainst: '1',
  scorers: scorers.map(([playerId, goals], key) => ({ key, playerId, goals })),
})

describe('the result form', () => {
  it('warns while the scorers’ goals differ from ours, and not without scorers', () => {
    expect(formWarning(form('3', [['p1', '2']]))).toBe('The scorers have 2 goals, the team 3.')
    expect(
      formWarning(
        form('3', [
          ['p1', '2'],
          ['p2', '1'],
        ]),
      ),
    ).toBeNull()
    expect(formWarning(form('3', []))).toBeNull()
  })

  it('leaves rows without a player out of the request', () => {
    expect(
      resultInput(
        form('2', [
          ['', '1'],
          ['p1', '2'],
        ]),
      ),
    ).toEqual({
      goalsFor: 2,
      goalsAgainst: 1,
      scorers: [{ playerId: 'p1', goals: 2 }],
    })
  })
})
