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

  it('tells a member in their language', () => {
    const voting = { teamId: 't', teamName: 'U10', votingId: 'v', gameTitle: 'Pokalfinale', opened: true }
    expect(votingPush(voting, 'de')).toMatchObject({
      title: 'U10: Spieler des Spiels',
      body: 'Die Abstimmung für Pokalfinale läuft. Gib deine Stimme ab!',
    })
    expect(votingPush({ ...voting, opened: false }, 'es').body).toBe(
      'La votación para Pokalfinale se ha cerrado. Mira quién ha ganado.',
    )
  })
})
