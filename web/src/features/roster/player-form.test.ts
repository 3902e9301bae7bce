import { emptyTotals } from '@teamspace/domain/roster/roster.schemas'
import { playerMessages } from '@teamspace/domain/roster/roster.constants'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { describe, expect, it } from 'vitest'
import { emptyPlayerForm, photoProblem, playerFormFrom, pointAtParentEmails, validatePlayerForm } from './player-form'

const today = new Date('2026-03-01T12:00:00Z')
const form = (patch: Partial<ReturnType<typeof emptyPlayerForm>>) => ({
  ...emptyPlayerForm(),
  name: 'Maya Lopez',
  ...patch,
})

describe('the player form', () => {
  it('accepts a name alone, with the default position and an empty e-mail row', () => {
    expect(validatePlayerForm(form({}), today)).toEqual({})
    expect(emptyPlayerForm().position).toBe('Midfielder')
  })

  it('puts each rule’s message beside its field', () => {
    expect(validatePlayerForm(form({ name: 'A' }), today)).toEqual({ name: playerMessages.nameShort })
    expect(validatePlayerForm(form({ name: '  ' }), today)).toEqual({ name: playerMessages.nameRequired })
    expect(validatePlayerForm(form({ jerseyNumber: '100' }), today)).toEqual({
      jerseyNumber: playerMessages.jerseyRange,
    })
    expect(validatePlayerForm(form({ jerseyNumber: 'ten' }), today)).toEqual({
      jerseyNumber: playerMessages.jerseyNumber,
    })
    expect(validatePlayerForm(form({ dateOfBirth: '2023-01-01' }), today)).toEqual({
      dateOfBirth: playerMessages.dateOfBirth,
    })
  })

  it('points at each wrong parent e-mail and sums them up over the rows', () => {
    const errors = validatePlayerForm(form({ parentEmails: ['pat@example.com', 'pat@', '', 'x'] }), today)
    expect(errors).toMatchObject({
      parentEmails: playerMessages.parentEmailsSummary,
      'parentEmails.1': playerMessages.parentEmail,
      'parentEmails.3': playerMessages.parentEmail,
    })
    expect(errors['parentEmails.0']).toBeUndefined()
    expect(errors['parentEmails.2']).toBeUndefined()
  })

  it('names emergency-contact problems by row and field', () => {
    const contact = { name: '', relationship: 'Aunt', phoneNumber: '555-0100', isPrimary: true }
    expect(validatePlayerForm(form({ emergencyContacts: [contact] }), today)).toEqual({
      'emergencyContacts.0.name': 'Contact name is required',
    })
  })

  it('places the server’s field messages like its own', () => {
    const errors = pointAtParentEmails(
      { jerseyNumber: playerMessages.jerseyTaken, parentEmails: playerMessages.parentEmail },
      form({ parentEmails: ['nope'] }),
      today,
    )
    expect(errors).toEqual({
      jerseyNumber: playerMessages.jerseyTaken,
      parentEmails: playerMessages.parentEmailsSummary,
      'parentEmails.0': playerMessages.parentEmail,
    })
  })

  it('starts editing from the player as saved', () => {
    const player: PlayerWithDetails = {
      id: 'p1',
      name: 'Maya Lopez',
      jerseyNumber: 7,
      position: 'Forward',
      photoUrl: null,
      parentIds: [],
      isActive: true,
      createdAt: '',
      updatedAt: '',
      stats: emptyTotals,
      details: { parentEmails: [], dateOfBirth: '2016-04-12', medicalInfo: null, emergencyContacts: [] },
    }
    expect(playerFormFrom(player)).toMatchObject({
      jerseyNumber: '7',
      parentEmails: [''],
      dateOfBirth: '2016-04-12',
      medicalInfo: '',
    })
  })

  it('refuses a photo that is not an image or is over 5MB', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(playerMessages.photoType)
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(playerMessages.photoSize)
    expect(photoProblem({ type: 'image/jpeg', size: 200_000 })).toBeUndefined()
  })
})
