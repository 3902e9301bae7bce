import { describe, expect, it } from 'vitest'
import {
  addVolunteerNeedSchema,
  changeVolunteerNeedSchema,
  descriptionOf,
  isFull,
  signUpSchema,
  usualVolunteerNeeds,
  volunteerNeedStartsAt,
  volunteerNeedTitle,
  volunteerNeedTypeDetails,
} from './volunteers.schemas'

const parse = (input: object) => addVolunteerNeedSchema.safeParse({ calendarEventId: 'c1', ...input })

describe('the volunteer need form', () => {
  it('starts on snacks with 1 slot at the event’s time and the type’s text', () => {
    expect(parse({}).data).toEqual({
      calendarEventId: 'c1',
      type: 'snacks',
      slotsNeeded: 1,
      offsetMinutes: 0,
      description: '',
    })
  })

  it('needs an event', () => {
    const result = addVolunteerNeedSchema.safeParse({ type: 'snacks' })
    expect(result.error?.issues[0]).toMatchObject({ path: ['calendarEventId'], message: 'Please choose an event.' })
  })

  it('reads slots as a whole number of at least 1, non-numeric as 1', () => {
    const slots = (value: unknown) => parse({ slotsNeeded: value }).data?.slotsNeeded
    expect(slots(3)).toBe(3)
    expect(slots('4')).toBe(4)
    expect(slots('2.7')).toBe(2)
    expect(slots(2.7)).toBe(2)
    expect(slots('lots')).toBe(1)
    expect(slots('')).toBe(1)
    expect(slots(0)).toBe(1)
    expect(slots(-3)).toBe(1)
    expect(parse({ slotsNeeded: 51 }).error?.issues[0]?.message).toBe('A need can ask for at most 50 volunteers.')
    expect(parse({ slotsNeeded: 1e300 }).success).toBe(false)
  })

  it('reads the offset as whole minutes, negative before and positive after, non-numeric as 0', () => {
    const offset = (value: unknown) => parse({ offsetMinutes: value }).data?.offsetMinutes
    expect(offset(-30)).toBe(-30)
    expect(offset('120')).toBe(120)
    expect(offset('-15')).toBe(-15)
    expect(offset('soon')).toBe(0)
    expect(offset('')).toBe(0)
    expect(parse({ offsetMinutes: 1441 }).error?.issues[0]?.message).toBe(
      'The time must be within 24 hours (1440 minutes) of the event.',
    )
  })

  it('refuses an unknown type and text the log cannot hold', () => {
    expect(parse({ type: 'catering' }).success).toBe(false)
    expect(parse({ description: 'nul\u0000' }).success).toBe(false)
    expect(changeVolunteerNeedSchema.safeParse({ description: 'x'.repeat(501) }).success).toBe(false)
    expect(signUpSchema.parse({})).toEqual({ note: '' })
    expect(signUpSchema.parse({ note: '  Oranges  ' })).toEqual({ note: 'Oranges' })
    expect(signUpSchema.safeParse({ note: 'x'.repeat(201) }).success).toBe(false)
  })
})

describe('what a need shows', () => {
  it('has the §9 defaults for each type', () => {
    expect(
      Object.fromEntries(
        Object.entries(volunteerNeedTypeDetails).map(([type, d]) => [type, [d.slots, d.offsetMinutes]]),
      ),
    ).toEqual({
      snacks: [2, 0],
      setup: [3, -30],
      cleanup: [2, 120],
      transportation: [2, -15],
      equipment: [2, -30],
      other: [1, 0],
    })
    expect(usualVolunteerNeeds).toEqual([
      { type: 'snacks', slotsNeeded: 2, offsetMinutes: 0 },
      { type: 'setup', slotsNeeded: 3, offsetMinutes: -30 },
      { type: 'cleanup', slotsNeeded: 2, offsetMinutes: 120 },
    ])
  })

  it('is titled by its type and its event, and timed by the event’s start plus its offset', () => {
    expect(volunteerNeedTitle('setup', 'Cup tie')).toBe('Setup – Cup tie')
    expect(volunteerNeedStartsAt('2026-09-05T09:00:00.000Z', -30)).toBe('2026-09-05T08:30:00.000Z')
    expect(volunteerNeedStartsAt('2026-09-05T09:00:00.000Z', 120)).toBe('2026-09-05T11:00:00.000Z')
  })

  it('falls back on the type’s text when it has none', () => {
    expect(descriptionOf('snacks', '')).toBe(volunteerNeedTypeDetails.snacks.description)
    expect(descriptionOf('snacks', 'Fruit only')).toBe('Fruit only')
  })

  it('is full once as many are booked as needed', () => {
    expect(isFull(1, 2)).toBe(false)
    expect(isFull(2, 2)).toBe(true)
  })
})
