import { describe, expect, it } from 'vitest'
import type { PlayerVotes } from './votes.events'
import { medalTable, winnersOf } from './votes.rules'
import { castVoteSchema, openCustomVotingSchema } from './votes.schemas'

const entry = (playerName: string, votes: number): PlayerVotes => ({
  playerId: playerName.toLowerCase(),
  playerName,
  votes,
})

describe('winners', () => {
  it('are the players with the most votes', () => {
    expect(winnersOf([entry('Sam', 2), entry('Robin', 4)])).toEqual([entry('Robin', 4)])
    expect(winnersOf([entry('Sam', 4), entry('Robin', 4), entry('Alex', 1)])).toEqual([
      entry('Robin', 4),
      entry('Sam', 4),
    ])
  })

  it('are nobody without a vote', () => {
    expect(winnersOf([])).toEqual([])
    expect(winnersOf([entry('Sam', 0)])).toEqual([])
  })
})

describe('the medal table', () => {
  it('gives gold, silver and bronze to the top three', () => {
    const table = medalTable([entry('Dee', 1), entry('Sam', 3), entry('Robin', 5), entry('Alex', 2)])
    expect(table.map((p) => [p.playerName, p.place, p.tied])).toEqual([
      ['Robin', 1, false],
      ['Sam', 2, false],
      ['Alex', 3, false],
    ])
  })

  it('keeps tied players in one place and skips the places they fill', () => {
    const table = medalTable([entry('Sam', 3), entry('Robin', 3), entry('Alex', 2), entry('Dee', 1)])
    expect(table.map((p) => [p.playerName, p.place, p.tied])).toEqual([
      ['Robin', 1, true],
      ['Sam', 1, true],
      ['Alex', 3, false],
    ])
  })

  it('leaves out players without votes', () => {
    expect(medalTable([entry('Sam', 0)])).toEqual([])
  })
})

describe('the custom game form', () => {
  it('trims the title and needs one, needs a date and starts at 15:00', () => {
    expect(openCustomVotingSchema.parse({ title: '  Friendly vs Lakeside ', date: '2026-09-05' })).toEqual({
      title: 'Friendly vs Lakeside',
      date: '2026-09-05',
      time: '15:00',
    })
    const blank = openCustomVotingSchema.safeParse({ title: '   ', date: '' })
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
      'Game title is required',
      'Game date is required',
    ])
    expect(openCustomVotingSchema.parse({ title: 'Cup', date: '2026-09-05', time: '' }).time).toBe('15:00')
    expect(openCustomVotingSchema.parse({ title: 'Cup', date: '2026-09-05', time: '10:30' }).time).toBe('10:30')
    expect(openCustomVotingSchema.safeParse({ title: 'Cup', date: '2026-09-05', time: '25:00' }).success).toBe(false)
    expect(openCustomVotingSchema.safeParse({ title: 'x', date: '2026-02-30' }).success).toBe(false)
  })
})

describe('the vote form', () => {
  it('needs a player; the reason is optional', () => {
    expect(castVoteSchema.safeParse({ playerId: '' }).error?.issues[0]?.message).toBe('Please select a player.')
    expect(castVoteSchema.parse({ playerId: 'p1' })).toEqual({ playerId: 'p1', reason: '' })
  })
})
