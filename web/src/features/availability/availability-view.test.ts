import { describe, expect, it } from 'vitest'
import { availabilityGroups, countsLine } from './availability-view'

describe('the answers a coach sees', () => {
  it('groups the players by answer, in planning order, with who has not answered last', () => {
    const groups = availabilityGroups([
      { playerName: 'Sam', answer: 'going' as const },
      { playerName: 'Ava', answer: 'going' as const },
      { playerName: 'Noah', answer: 'not-going' as const },
      { playerName: 'Leo', answer: null },
    ])
    expect(groups.map((group) => [group.label, group.players.map((player) => player.playerName)])).toEqual([
      ['Going', ['Ava', 'Sam']],
      ['Maybe', []],
      ['Not going', ['Noah']],
      ['No answer yet', ['Leo']],
    ])
  })

  it('writes the counts as one short line', () => {
    expect(countsLine({ going: 3, notGoing: 1, maybe: 0, unanswered: 2 })).toBe(
      '3 going · 0 maybe · 1 not going · 2 no answer',
    )
  })
})
