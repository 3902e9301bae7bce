import { describe, expect, it } from 'vitest'
import { authErrors, canSubmit, emptyAuthValues, parseAuth, type AuthContext } from './auth-form'

const withPassword: AuthContext = { withPassword: true, role: 'parent', timeZone: 'Europe/Berlin' }
const google: AuthContext = { ...withPassword, withPassword: false }

describe('authErrors', () => {
  it('asks for an e-mail and a password to sign in', () => {
    expect(authErrors('login', emptyAuthValues, withPassword)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(authErrors('login', { ...emptyAuthValues, email: 'sam@', password: 'x' }, withPassword)).toEqual({
      email: 'Please enter a valid email address',
    })
  })

  it('checks every register field, with the invite code required', () => {
    const values = { ...emptyAuthValues, email: 'sam@example.com', password: 'abc', confirmPassword: 'abd' }
    expect(authErrors('register', values, withPassword)).toEqual({
      name: 'Name is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
      inviteCode: 'An invite code is required to join a team',
    })
  })

  it('says the passwords differ even while the age group is missing', () => {
    const values = {
      ...emptyAuthValues,
      name: 'Sam',
      email: 'sam@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      teamName: 'Tigers',
    }
    expect(authErrors('setup', values, withPassword)).toEqual({
      ageGroup: 'Age group is required',
      confirmPassword: 'Passwords do not match',
    })
  })

  it('asks no password after a Google sign-in', () => {
    expect(authErrors('setup', { ...emptyAuthValues, email: 'sam@example.com' }, google)).toEqual({
      name: 'Name is required',
      teamName: 'Team name is required',
      ageGroup: 'Age group is required',
    })
  })
})

describe('parseAuth', () => {
  it('builds the setup body with the time zone and without the confirmation', () => {
    const values = {
      ...emptyAuthValues,
      name: ' Sam ',
      email: 'Sam@Example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      teamName: 'Tigers',
      ageGroup: 'U10',
    }
    expect(parseAuth('setup', values, withPassword)).toEqual({
      ok: true,
      request: {
        mode: 'setup',
        body: {
          name: 'Sam',
          email: 'sam@example.com',
          password: 'secret1',
          teamName: 'Tigers',
          ageGroup: 'U10',
          timeZone: 'Europe/Berlin',
        },
      },
    })
  })

  it('sends the chosen role and the invite code when joining', () => {
    const values = { ...emptyAuthValues, name: 'Kim', email: 'kim@example.com', inviteCode: ' c0de ' }
    const result = parseAuth('register', values, { ...google, role: 'coach' })
    expect(result).toEqual({
      ok: true,
      request: {
        mode: 'register',
        body: { name: 'Kim', email: 'kim@example.com', role: 'coach', inviteCode: 'c0de' },
      },
    })
  })
})

describe('canSubmit', () => {
  it('needs an e-mail and, where asked, a password', () => {
    expect(canSubmit(emptyAuthValues, true)).toBe(false)
    expect(canSubmit({ ...emptyAuthValues, email: 'a' }, true)).toBe(false)
    expect(canSubmit({ ...emptyAuthValues, email: 'a', password: 'b' }, true)).toBe(true)
    expect(canSubmit({ ...emptyAuthValues, email: 'a' }, false)).toBe(true)
  })
})
