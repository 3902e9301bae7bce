import { describe, expect, it } from 'vitest'
import { teamNameParts } from './team-name'

describe('a team’s name where it does not fit', () => {
  const teams = ['Riverside Rovers U10', 'Riverside Rovers U12', 'Hillside Hawks']

  it('keeps the end that tells two teams of one club apart', () => {
    expect(teamNameParts('Riverside Rovers U10', teams)).toEqual({ head: 'Riverside Rovers', tail: 'U10' })
    expect(teamNameParts('Riverside Rovers U12', teams)).toEqual({ head: 'Riverside Rovers', tail: 'U12' })
  })

  it('parts between words, whatever the case, and keeps every word from the first that differs', () => {
    expect(teamNameParts('Riverside Rovers U10 Blue', ['riverside rovers U12 Blue'])).toEqual({
      head: 'Riverside Rovers',
      tail: 'U10 Blue',
    })
    expect(teamNameParts('Riverside U10', ['Riverside U11'])).toEqual({ head: 'Riverside', tail: 'U10' })
  })

  it('leaves a name that shares no first word with another team, or a person’s only team, whole', () => {
    expect(teamNameParts('Hillside Hawks', teams)).toEqual({ head: 'Hillside Hawks', tail: '' })
    expect(teamNameParts('Riverside Rovers U10', ['Riverside Rovers U10'])).toEqual({
      head: 'Riverside Rovers U10',
      tail: '',
    })
  })

  it('keeps the last word of a name that another merely continues', () => {
    expect(teamNameParts('Riverside Rovers', ['Riverside Rovers Girls'])).toEqual({
      head: 'Riverside',
      tail: 'Rovers',
    })
  })
})
