import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { rosterHistory } from './roster.history'

const { say, assembled } = sentencesOf(rosterHistory, names)
const player = { teamId: 't', playerId: 'mia', jerseyNumber: 7, position: 'Midfielder' }

describe('the roster’s history', () => {
  it('says whose jersey changed from which number to which, the name taken from the roster of today', () => {
    const added = fact('PlayerAdded', player)
    expect(say(added)).toBe('Casey Coach added Mia to the roster (#7, Midfielder).')
    // The log names the player by id only: the sentence names them as the roster names them now.
    const updated = fact('PlayerUpdated', { ...player, jerseyNumber: 9 })
    expect(say(updated, added)).toBe('Casey Coach changed Mia’s jersey from 7 to 9.')
    expect(say(fact('PlayerUpdated', player), added)).toBe('Casey Coach updated Mia’s details.')
    expect(say(fact('PlayerUpdated', { ...player, jerseyNumber: null, position: 'Forward' }), added)).toBe(
      'Casey Coach changed Mia’s jersey from 7 to no number and position from Midfielder to Forward.',
    )
  })

  it('falls back to "a removed player" and "Former member" when they are gone', () => {
    expect(say(fact('PlayerAdded', { ...player, playerId: 'gone' }, 'left'))).toBe(
      'Former member added a removed player to the roster (#7, Midfielder).',
    )
    expect(say(fact('PlayerRemoved', { teamId: 't', playerId: 'gone' }))).toBe(
      'Casey Coach removed a player from the roster.',
    )
  })

  it('reads a player’s History from their own stream and the team’s roster stream', () => {
    const item = assembled.item('player')
    expect(item?.kind === 'player' && item.streams('mia', 't')).toEqual(['player-mia', 'roster-t'])
    expect(assembled.stateOf(fact('PlayerUpdated', player))?.types).toEqual(['PlayerAdded', 'PlayerUpdated'])
  })
})
