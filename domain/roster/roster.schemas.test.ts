import { describe, expect, it } from 'vitest'
import { displayAge, playerInputSchema, positions } from './roster.schemas'

const today = new Date('2026-09-01T00:00:00Z')
const parse = (input: object) => playerInputSchema(today).parse({ name: 'Alex Morgan', ...input })
const messageFor = (input: object) =>
  playerInputSchema(today).safeParse({ name: 'Alex Morgan', ...input }).error?.issues[0]?.message

describe('player form rules', () => {
  it('needs a name of at least 2 characters after trimming', () => {
    expect(messageFor({ name: '  ' })).toBe('Player name is required')
    expect(messageFor({ name: undefined })).toBe('Player name is required')
    expect(messageFor({ name: ' A ' })).toBe('Player name must be at least 2 characters')
    expect(parse({ name: ' Al ' }).name).toBe('Al')
  })

  it('takes jersey numbers from 1 to 99, or none', () => {
    expect(messageFor({ jerseyNumber: 'ten' })).toBe('Jersey number must be a valid number')
    expect(messageFor({ jerseyNumber: 7.5 })).toBe('Jersey number must be a valid number')
    expect(messageFor({ jerseyNumber: '100' })).toBe('Jersey number must be between 1 and 99')
    expect(messageFor({ jerseyNumber: 0 })).toBe('Jersey number must be between 1 and 99')
    expect(messageFor({ jerseyNumber: -3 })).toBe('Jersey number must be between 1 and 99')
    expect(parse({ jerseyNumber: '' }).jerseyNumber).toBeNull()
    expect(parse({ jerseyNumber: null }).jerseyNumber).toBeNull()
    expect(parse({}).jerseyNumber).toBeNull()
    expect(parse({ jerseyNumber: ' 9 ' }).jerseyNumber).toBe(9)
    expect(parse({ jerseyNumber: 1 }).jerseyNumber).toBe(1)
    expect(parse({ jerseyNumber: 99 }).jerseyNumber).toBe(99)
  })

  it('takes the spec’s five positions, Midfielder by default', () => {
    expect(positions).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Striker'])
    for (const position of positions) expect(parse({ position }).position).toBe(position)
    expect(parse({}).position).toBe('Midfielder')
    expect(playerInputSchema(today).safeParse({ name: 'Alex', position: 'Keeper' }).success).toBe(false)
  })

  it('takes at most 3 parent e-mails, each address-shaped, dropping empty ones', () => {
    expect(messageFor({ parentEmails: ['not-an-address'] })).toBe('Please enter a valid email address')
    expect(messageFor({ parentEmails: ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org'] })).toBe('At most 3 parent emails')
    expect(parse({ parentEmails: ['a@x.org', 'b@x.org', 'c@x.org'] }).parentEmails).toHaveLength(3)
    expect(parse({ parentEmails: ['', ' Mum@X.org '] }).parentEmails).toEqual(['mum@x.org'])
    expect(parse({}).parentEmails).toEqual([])
  })

  it('wants a date of birth giving an age of 4 to 30, or none', () => {
    const unrealistic = 'Please enter a realistic date of birth (4-30 years old)'
    expect(messageFor({ dateOfBirth: '2023-09-01' })).toBe(unrealistic)
    expect(messageFor({ dateOfBirth: '1990-01-01' })).toBe(unrealistic)
    expect(messageFor({ dateOfBirth: 'last spring' })).toBe(unrealistic)
    expect(messageFor({ dateOfBirth: '2016-05-20' })).toBeUndefined()
    // Four on the day of their birthday, not the day before.
    expect(messageFor({ dateOfBirth: '2022-09-01' })).toBeUndefined()
    expect(messageFor({ dateOfBirth: '2022-09-02' })).toBe(unrealistic)
    expect(parse({ dateOfBirth: '' }).dateOfBirth).toBeNull()
  })

  it('keeps medical info optional, trimmed, and nothing when blank', () => {
    expect(parse({ medicalInfo: '  Asthma: inhaler in bag ' }).medicalInfo).toBe('Asthma: inhaler in bag')
    expect(parse({ medicalInfo: '   ' }).medicalInfo).toBeNull()
    expect(parse({}).medicalInfo).toBeNull()
  })

  it('needs a name and a phone number for each emergency contact', () => {
    const contact = { name: 'Jo Morgan', relationship: 'Aunt', phoneNumber: '555 0100' }
    expect(parse({ emergencyContacts: [contact] }).emergencyContacts).toEqual([{ ...contact, isPrimary: false }])
    expect(messageFor({ emergencyContacts: [{ ...contact, name: ' ' }] })).toBe('Contact name is required')
    expect(messageFor({ emergencyContacts: [{ ...contact, phoneNumber: '' }] })).toBe('Contact phone is required')
  })
})

describe('a player’s age on screen', () => {
  it('is this year minus the birth year, as the spec shows it', () => {
    expect(displayAge('2016-12-31', today)).toBe(10)
    expect(displayAge('2016-01-01', today)).toBe(10)
  })
})
