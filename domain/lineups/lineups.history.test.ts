import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { lineupsHistory } from './lineups.history'

const game = { teamId: 't', calendarEventId: 'game1' }
const lineup = {
  ...game,
  format: '7v7',
  starters: [
    { slotId: 'gk', playerId: 'mia' },
    { slotId: 'st', playerId: 'leo' },
  ],
  bench: ['sam'],
  savedAt: '2026-11-27T18:00:00.000Z',
}

describe('the lineups’ history', () => {
  const en = sentencesOf(lineupsHistory, names)

  it('tells a first save and a later change, counting starters and bench', () => {
    const saved = fact('LineupSaved', lineup)
    expect(en.say(saved)).toBe(
      'Casey Coach saved the lineup for “League vs Lions” on Sat, Nov 28 (7v7: 2 starters, 1 on the bench).',
    )
    expect(en.say(fact('LineupSaved', { ...lineup, bench: [] }), saved)).toBe(
      'Casey Coach changed the lineup for “League vs Lions” on Sat, Nov 28 (7v7: 2 starters, 0 on the bench).',
    )
  })

  it('tells publishing now from publishing at a later time, and taking it back', () => {
    const at = '2026-11-27T18:00:00.000Z'
    expect(en.say(fact('LineupPublished', { ...game, publishAt: at, publishedAt: at }))).toBe(
      'Casey Coach published the lineup for “League vs Lions” on Sat, Nov 28.',
    )
    expect(en.say(fact('LineupPublished', { ...game, publishAt: '2026-11-28T08:00:00.000Z', publishedAt: at }))).toBe(
      'Casey Coach scheduled the lineup for “League vs Lions” on Sat, Nov 28 to be published before kick-off.',
    )
    expect(en.say(fact('LineupUnpublished', { ...game, unpublishedAt: at }))).toBe(
      'Casey Coach took the lineup for “League vs Lions” on Sat, Nov 28 back to a draft.',
    )
  })

  it('speaks German and Spanish', () => {
    expect(sentencesOf(lineupsHistory, names, 'de').say(fact('LineupSaved', lineup))).toContain(
      'hat die Aufstellung für „League vs Lions“',
    )
    expect(sentencesOf(lineupsHistory, names, 'es').say(fact('LineupSaved', lineup))).toContain(
      'guardó la alineación para «League vs Lions»',
    )
  })

  it('files each lineup event under its game’s lineup History', () => {
    expect(en.assembled.itemOf(fact('LineupPublished', { ...game, publishAt: '', publishedAt: '' }))).toEqual({
      kind: 'lineup',
      id: 'game1',
    })
  })
})
