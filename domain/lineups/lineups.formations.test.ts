import { describe, expect, it } from 'vitest'
import { formations, lineupFormats, playersIn, slotOf } from './lineups.formations'

describe('formations', () => {
  it.each([
    ['5v5', 5],
    ['7v7', 7],
    ['9v9', 9],
    ['11v11', 11],
  ] as const)('a %s formation has a place for each of its %i players', (format, players) => {
    expect(playersIn(format)).toBe(players)
    expect(new Set(formations[format].map((s) => s.id)).size).toBe(players)
  })

  it.each(lineupFormats)('%s has one goalkeeper, and defenders, midfielders or forwards in front of them', (format) => {
    const slots = formations[format]
    expect(slots.filter((s) => s.position === 'GK')).toHaveLength(1)
    expect(slots.some((s) => s.position === 'DF')).toBe(true)
    expect(slots.some((s) => s.position === 'FW')).toBe(true)
    const keeper = slots.find((s) => s.position === 'GK')!
    for (const s of slots) if (s !== keeper) expect(s.y).toBeGreaterThan(keeper.y)
  })

  it.each(lineupFormats)('%s draws every place on the pitch, none on top of another', (format) => {
    const slots = formations[format]
    for (const s of slots) {
      expect(s.x).toBeGreaterThanOrEqual(0)
      expect(s.x).toBeLessThanOrEqual(100)
      expect(s.y).toBeGreaterThanOrEqual(0)
      expect(s.y).toBeLessThanOrEqual(100)
    }
    const spots = new Set(slots.map((s) => `${s.x},${s.y}`))
    expect(spots.size).toBe(slots.length)
  })

  it('finds a place only in the formation that has it', () => {
    expect(slotOf('11v11', 'lcb')?.position).toBe('DF')
    expect(slotOf('7v7', 'lcb')).toBeUndefined()
  })
})
