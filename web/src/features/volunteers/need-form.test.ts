import { describe, expect, it } from 'vitest'
import { canCreate, checkNeedForm, needStartPreview, newNeedValues, toAdd, toChangeNeed, withType } from './need-form'

describe('the Add Volunteer Need dialog', () => {
  it('opens on snacks, 1 slot, at the event’s time, with no event chosen and Create disabled', () => {
    const values = newNeedValues()
    expect(values).toEqual({
      calendarEventId: '',
      type: 'snacks',
      slotsNeeded: '1',
      offsetMinutes: '0',
      description: '',
      food: true,
    })
    expect(canCreate(values)).toBe(false)
    expect(canCreate(newNeedValues('c1'))).toBe(true)
  })

  it('fills in the slots and time of the type chosen', () => {
    const values = newNeedValues('c1')
    expect(withType(values, 'setup')).toMatchObject({ type: 'setup', slotsNeeded: '3', offsetMinutes: '-30' })
    expect(withType(values, 'transportation')).toMatchObject({ slotsNeeded: '2', offsetMinutes: '-15' })
    expect(withType(values, 'cleanup')).toMatchObject({ slotsNeeded: '2', offsetMinutes: '120' })
    expect(withType(values, 'other')).toMatchObject({ slotsNeeded: '1', offsetMinutes: '0' })
    // Snacks are food, and families signing up see the team's allergies; other help is not unless marked so.
    expect(withType(values, 'setup').food).toBe(false)
    expect(withType(withType(values, 'setup'), 'snacks').food).toBe(true)
    expect(toAdd({ ...withType(values, 'other'), food: true }).food).toBe(true)
  })

  it('checks by the server’s rules: an event is needed; non-numeric slots and offsets are read, not refused', () => {
    expect(checkNeedForm(newNeedValues(), false)).toEqual({ calendarEventId: 'Please choose an event.' })
    expect(checkNeedForm({ ...newNeedValues('c1'), slotsNeeded: 'two', offsetMinutes: 'soon' }, false)).toEqual({})
    expect(checkNeedForm({ ...newNeedValues('c1'), slotsNeeded: '99' }, false)).toEqual({
      slotsNeeded: 'A need can ask for at most 50 volunteers.',
    })
    // Editing keeps the event: it is not asked for.
    expect(checkNeedForm(newNeedValues(), true)).toEqual({})
    expect(toChangeNeed(newNeedValues('c1'))).not.toHaveProperty('calendarEventId')
    expect(toAdd(newNeedValues('c1')).calendarEventId).toBe('c1')
  })

  it('shows when helpers are needed as the offset is typed', () => {
    expect(needStartPreview('2026-09-05T09:00:00.000Z', '-30')).toBe('2026-09-05T08:30:00.000Z')
    expect(needStartPreview('2026-09-05T09:00:00.000Z', 'soon')).toBe('2026-09-05T09:00:00.000Z')
    expect(needStartPreview('2026-09-05T09:00:00.000Z', '99999')).toBeNull()
  })
})
