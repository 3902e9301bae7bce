import { describe, expect, it } from 'vitest'
import { parseAuthSearch, initialMode, safeRedirect } from './auth-search'

describe('safeRedirect', () => {
  it('follows paths of this site', () => {
    expect(safeRedirect('/players')).toBe('/players')
    expect(safeRedirect('/calendar?month=2026-04')).toBe('/calendar?month=2026-04')
  })

  it('never leaves the site', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/dashboard')
    expect(safeRedirect('//evil.example/')).toBe('/dashboard')
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard')
    expect(safeRedirect('javascript:alert(1)')).toBe('/dashboard')
  })

  it('does not loop back to the sign-in screens', () => {
    expect(safeRedirect('/auth?mode=login')).toBe('/dashboard')
    expect(safeRedirect('/login')).toBe('/dashboard')
    expect(safeRedirect(undefined)).toBe('/dashboard')
  })
})

describe('parseAuthSearch', () => {
  it('keeps the known parameters and drops malformed ones', () => {
    expect(parseAuthSearch({ invite: ' abc ', mode: 'setup', federated: 'pending' })).toEqual({
      invite: 'abc',
      mode: 'setup',
      federated: 'pending',
    })
    expect(parseAuthSearch({ mode: 'admin', federated: 'yes', invite: '' })).toEqual({})
  })
})

describe('initialMode', () => {
  it('opens sign-in by default and joining with an invite', () => {
    expect(initialMode({}, false)).toBe('login')
    expect(initialMode({ invite: 'abc' }, false)).toBe('register')
    expect(initialMode({ invite: 'abc', mode: 'login' }, false)).toBe('login')
  })

  it('never offers password sign-in to an unfinished Google sign-in', () => {
    expect(initialMode({ mode: 'login' }, true)).toBe('register')
    expect(initialMode({ mode: 'setup' }, true)).toBe('setup')
  })
})
