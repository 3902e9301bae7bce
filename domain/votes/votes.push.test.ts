import { describe, expect, it } from 'vitest'
import { votingPush } from './votes.push'

describe('what a voting notification says', () => {
  it('names no winner of a closed voting', () => {
    const closed = votingPush({
      teamId: 't',
      teamName: 'U10',
      votingId: 'v',
      gameTitle: 'Game vs Rovers',
      opened: false,
    })
    expect(closed).toEqual({
      title: 'U10: Player of the Match',
      body: 'Voting for Game vs Rovers has closed. See who won.',
      url: '/t/t/player-of-match',
      tag: 'vote-v',
    })
  })
})
