import { describe, expect, it } from 'vitest'
import { TEAM_TONES, teamTagOf } from './team-tag'

const teams = ['a', 'b', 'c', 'd', 'e', 'f'].map((teamId) => ({ teamId }))

describe('a team’s label', () => {
  it('names the team and takes its colour from the team’s place among the person’s teams', () => {
    expect(teamTagOf(teams, 'a', 'Riverside Rockets')).toEqual({ name: 'Riverside Rockets', tone: 0 })
    expect(teamTagOf(teams, 'c', 'Hillside Hawks')).toEqual({ name: 'Hillside Hawks', tone: 2 })
  })

  it('takes turns with the colours past the fifth team', () => {
    expect(teamTagOf(teams, 'f', 'Sixth').tone).toBe(5 % TEAM_TONES)
  })

  it('gives a team not (yet) among the person’s the next colour', () => {
    expect(teamTagOf(teams.slice(0, 2), 'z', 'New').tone).toBe(2)
  })
})
