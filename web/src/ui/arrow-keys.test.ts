import { describe, expect, it } from 'vitest'
import { nextIndex } from './arrow-keys'

describe('nextIndex', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1)
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0)
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2)
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1)
  })

  it('starts at an end when nothing in the list has focus', () => {
    expect(nextIndex('ArrowDown', -1, 3)).toBe(0)
    expect(nextIndex('ArrowUp', -1, 3)).toBe(2)
  })

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextIndex('Home', 2, 3)).toBe(0)
    expect(nextIndex('End', 0, 3)).toBe(2)
    expect(nextIndex('a', 0, 3)).toBeUndefined()
    expect(nextIndex('ArrowDown', -1, 0)).toBeUndefined()
  })
})
