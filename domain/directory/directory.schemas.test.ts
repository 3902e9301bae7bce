import { describe, expect, it } from 'vitest'
import {
  byDirectoryOrder,
  displayPhone,
  matchesDirectorySearch,
  telHref,
  type DirectoryMember,
} from './directory.schemas'

const member = (name: string, isCoach: boolean, children: string[] = []): DirectoryMember => ({
  userId: name.toLowerCase(),
  name,
  role: isCoach ? 'coach' : 'parent',
  isCoach,
  isYou: false,
  children: children.map((child) => ({ id: child.toLowerCase(), name: child })),
})

describe('directory phone numbers', () => {
  it('shows exactly ten digits as (XXX) XXX-XXXX', () => {
    expect(displayPhone('5551234567')).toBe('(555) 123-4567')
  })

  it('shows anything else as entered', () => {
    expect(displayPhone('555123456')).toBe('555123456')
    expect(displayPhone('55512345678')).toBe('55512345678')
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(displayPhone('555-123-4567')).toBe('555-123-4567')
  })

  it('dials the digits only', () => {
    expect(telHref('(555) 123-4567')).toBe('tel:5551234567')
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958')
  })
})

describe('directory order and search', () => {
  it('lists coaches first, then by name', () => {
    const sorted = [member('Zoe', false), member('Yan', true), member('Abe', false), member('Ben', true)].sort(
      byDirectoryOrder,
    )
    expect(sorted.map((m) => m.name)).toEqual(['Ben', 'Yan', 'Abe', 'Zoe'])
  })

  it('finds a member by their name or a child’s name, ignoring case', () => {
    const pat = member('Pat Parent', false, ['Robin Rivers'])
    expect(matchesDirectorySearch(pat, '  pat ')).toBe(true)
    expect(matchesDirectorySearch(pat, 'RIVERS')).toBe(true)
    expect(matchesDirectorySearch(pat, 'casey')).toBe(false)
    expect(matchesDirectorySearch(pat, '')).toBe(true)
  })
})
