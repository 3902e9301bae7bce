import { describe, expect, it } from 'vitest'
import { defaultPrivacy, formatPhone, updateProfileSchema, type UpdateProfileInput } from './profile.schemas'

const valid: UpdateProfileInput = {
  name: 'Pat Parent',
  phoneNumber: null,
  address: null,
  emergencyContact: null,
  emergencyPhone: null,
  privacy: defaultPrivacy,
}

/** The message the schema gives for `field`, or undefined when the input passes. */
const messageFor = (input: object, field: string) =>
  updateProfileSchema.safeParse({ ...valid, ...input }).error?.issues.find((issue) => issue.path[0] === field)?.message

describe('profile schema', () => {
  it('trims the four contact fields and stores an empty one as absent', () => {
    expect(
      updateProfileSchema.parse({
        ...valid,
        phoneNumber: '  5551234567 ',
        address: '   ',
        emergencyContact: '\tGrandma Lopez\n',
        emergencyPhone: '',
      }),
    ).toMatchObject({
      phoneNumber: '5551234567',
      address: null,
      emergencyContact: 'Grandma Lopez',
      emergencyPhone: null,
    })
  })

  it('shows the phone and e-mail and hides the address unless the member says otherwise', () => {
    expect(defaultPrivacy).toEqual({ showPhone: true, showEmail: true, showAddress: false })
  })

  it('needs a name, in the spec’s words', () => {
    expect(messageFor({ name: '   ' }, 'name')).toBe('Name is required')
    expect(messageFor({ name: undefined }, 'name')).toBe('Name is required')
    expect(messageFor({ name: 'Pat Parent' }, 'name')).toBeUndefined()
  })

  it('bounds each contact field', () => {
    expect(messageFor({ phoneNumber: '5'.repeat(41) }, 'phoneNumber')).toBe('Must be at most 40 characters')
    expect(messageFor({ phoneNumber: '5'.repeat(40) }, 'phoneNumber')).toBeUndefined()
    // Counted once trimmed: spaces around a number pasted from elsewhere do not count against it.
    expect(messageFor({ phoneNumber: ` ${'5'.repeat(40)}  ` }, 'phoneNumber')).toBeUndefined()
    expect(messageFor({ address: 'a'.repeat(301) }, 'address')).toBe('Must be at most 300 characters')
  })
})

describe('formatPhone', () => {
  it('shows a number of exactly 10 digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567')
  })

  it('shows any other number as entered', () => {
    for (const raw of ['555123456', '55512345678', '555-123-4567', '+44 20 7946 0958'])
      expect(formatPhone(raw)).toBe(raw)
  })
})
