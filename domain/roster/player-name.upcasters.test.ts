import { describe, expect, it } from 'vitest'
import { currentSchemaVersion, upcast } from '../shared/upcasting'
import stored from './golden/player-events.v1.json'
import { playerNameUpcasters } from './player-name.upcasters'

/** Deeply frozen, so that an upcaster that changed its input would throw. */
const frozen = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner)
    Object.freeze(value)
  }
  return value
}

describe('player name upcasters (golden: events stored at schema version 1)', () => {
  it('lift each stored version 1 event to version 2, which names the player by id only', () => {
    const lifted = stored.map((row) => upcast(playerNameUpcasters, row.type, row.schema_version, frozen(row.data)))
    expect(lifted).toEqual([
      {
        schemaVersion: 2,
        data: {
          teamId: 'team-golden',
          playerId: 'p-golden-1',
          jerseyNumber: 7,
          position: 'Defender',
          addedAt: '2025-09-01T10:00:00.000Z',
        },
      },
      {
        schemaVersion: 2,
        data: {
          teamId: 'team-golden',
          playerId: 'p-golden-1',
          jerseyNumber: 9,
          position: 'Forward',
          updatedAt: '2025-09-02T10:00:00.000Z',
        },
      },
      {
        schemaVersion: 2,
        data: {
          teamId: 'team-golden',
          statLineId: 'golden-s1',
          playerId: 'p-golden-1',
          gameId: null,
          gameDate: '2025-09-06',
          opponent: 'Rovers',
          minutesPlayed: 60,
          goals: 2,
          assists: 1,
          yellowCards: 0,
          redCards: 0,
          saves: 0,
          keyPlays: ['Header'],
          recordedAt: '2025-09-06T12:00:00.000Z',
        },
      },
    ])
    expect(JSON.stringify(lifted)).not.toContain('Golden')
  })

  it('are pure: the stored data is left as it was, and the same input gives the same output', () => {
    const data = frozen({ teamId: 't', playerId: 'p', name: 'Kept', jerseyNumber: 1, position: 'Defender' })
    const once = upcast(playerNameUpcasters, 'PlayerAdded', 1, data)
    expect(upcast(playerNameUpcasters, 'PlayerAdded', 1, data)).toEqual(once)
    expect(data.name).toBe('Kept')
  })

  it('drop the names of a closed voting’s winners', () => {
    const closed = frozen({
      teamId: 't',
      votingId: 'v',
      closedAt: '2025-09-06T12:00:00.000Z',
      totalVotes: 3,
      winners: [{ playerId: 'p1', playerName: 'Robin', votes: 2 }],
    })
    expect(upcast(playerNameUpcasters, 'VotingClosed', 1, closed).data).toEqual({
      ...closed,
      winners: [{ playerId: 'p1', votes: 2 }],
    })
  })

  it('write new events of these types at version 2, and leave version 2 events alone', () => {
    for (const type of ['PlayerAdded', 'PlayerUpdated', 'StatLineRecorded', 'VoteCast', 'VotingClosed'])
      expect(currentSchemaVersion(playerNameUpcasters, type)).toBe(2)
    const current = { teamId: 't', playerId: 'p', jerseyNumber: 1, position: 'Defender', addedAt: 'x' }
    expect(upcast(playerNameUpcasters, 'PlayerAdded', 2, current)).toEqual({ data: current, schemaVersion: 2 })
  })
})
