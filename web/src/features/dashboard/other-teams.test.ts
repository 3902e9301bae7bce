import { describe, expect, it } from 'vitest'
import { otherTeamsNext } from './other-teams'

const team = (teamId: string) => ({ teamId, teamName: teamId, timeZone: 'UTC', next: null })

describe('next in the other teams', () => {
  it('lists every team but the page’s, in the order the server gave', () => {
    expect(otherTeamsNext([team('a'), team('b'), team('c')], 'b').map((t) => t.teamId)).toEqual(['a', 'c'])
  })
})
