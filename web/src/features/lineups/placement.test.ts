import { describe, expect, it } from 'vitest'
import {
  changeFormat,
  emptyPlacement,
  emptySlots,
  placeOnSlot,
  placementInput,
  spotOf,
  toBench,
  unplace,
} from './placement'

describe('placing players on the formation', () => {
  const start = emptyPlacement('7v7')

  it('puts a player on a place, and moves them from one place to another', () => {
    const placed = placeOnSlot(start, 'mia', 'gk')
    expect(spotOf(placed, 'mia')).toEqual({ slotId: 'gk' })
    const moved = placeOnSlot(placed, 'mia', 'st')
    expect(moved.starters).toEqual({ st: 'mia' })
  })

  it('swaps with whoever stood on the place: to the mover’s place, the bench, or nowhere', () => {
    const two = placeOnSlot(placeOnSlot(start, 'mia', 'gk'), 'leo', 'st')
    expect(placeOnSlot(two, 'leo', 'gk').starters).toEqual({ gk: 'leo', st: 'mia' })
    const benched = toBench(two, 'sam')
    const fromBench = placeOnSlot(benched, 'sam', 'gk')
    expect(fromBench.starters.gk).toBe('sam')
    expect(fromBench.bench).toEqual(['mia'])
    const fromNowhere = placeOnSlot(two, 'ava', 'gk')
    expect(spotOf(fromNowhere, 'mia')).toBeNull()
  })

  it('sends a starter to the bench, and takes a player out', () => {
    const benched = toBench(placeOnSlot(start, 'mia', 'gk'), 'mia')
    expect(benched).toEqual({ format: '7v7', starters: {}, bench: ['mia'] })
    expect(unplace(benched, 'mia').bench).toEqual([])
  })

  it('keeps the places the new format shares and benches the others', () => {
    const placed = placeOnSlot(placeOnSlot(start, 'mia', 'gk'), 'leo', 'lm')
    const five = changeFormat(placed, '5v5')
    expect(five.starters).toEqual({ gk: 'mia' })
    expect(five.bench).toEqual(['leo'])
    expect(emptySlots(five)).toBe(4)
  })

  it('sends the starters in the formation’s order', () => {
    const placed = placeOnSlot(placeOnSlot(start, 'leo', 'st'), 'mia', 'gk')
    expect(placementInput(placed).starters).toEqual([
      { slotId: 'gk', playerId: 'mia' },
      { slotId: 'st', playerId: 'leo' },
    ])
  })
})
