import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Sam Rivera')).toBe('SR')
    expect(initials('  maria de la cruz ')).toBe('MC')
    expect(initials('Kim')).toBe('K')
    expect(initials('')).toBe('?')
  })
})
