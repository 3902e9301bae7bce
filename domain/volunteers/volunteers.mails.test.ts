import { describe, expect, it } from 'vitest'
import { needRemovedMail } from './volunteers.mails'
import { volunteerNeedTitle, volunteerNeedTypes } from './volunteers.schemas'

const context = { teamName: 'Lakeside Otters', volunteersUrl: 'https://team.example.org/t/team-1/volunteers' }

describe('the e-mail to volunteers of a removed need', () => {
  it('names the need, its time in its event’s zone and who removed it, and points to the volunteers page', () => {
    const mail = needRemovedMail(
      {
        type: 'setup',
        offsetMinutes: -30,
        calendarEventTitle: 'Cup Final',
        calendarEventStartsAt: '2027-01-16T16:00:00.000Z',
        timeZone: 'America/Chicago',
        removedBy: 'Jordan Reyes',
      },
      { teamName: 'Lakeside Otters', volunteersUrl: 'https://team.example.org/t/team-1/volunteers' },
    )
    expect(mail.subject).toBe('Lakeside Otters: Volunteer need removed: Setup – Cup Final')
    expect(mail.text).toContain(
      'Jordan Reyes removed the volunteer need "Setup – Cup Final" (Jan 16, 2027, 9:30 AM CST) that you had signed up for.',
    )
    expect(mail.text).toContain('See what else the team needs: https://team.example.org/t/team-1/volunteers')
  })

  it('names each type of need as the volunteers page does', () => {
    for (const type of volunteerNeedTypes) {
      const need = { type, offsetMinutes: 0, calendarEventStartsAt: '2027-01-16T16:00:00.000Z', timeZone: 'UTC' }
      const mail = needRemovedMail({ ...need, calendarEventTitle: 'Cup Final', removedBy: null }, context)
      expect(mail.subject).toBe(`Lakeside Otters: Volunteer need removed: ${volunteerNeedTitle(type, 'Cup Final')}`)
      expect(mail.text).toMatch(/^Someone removed/)
    }
  })

  it('tells a volunteer in their language, with the time as it writes it', () => {
    const need = {
      type: 'setup',
      offsetMinutes: -30,
      calendarEventTitle: 'Pokalfinale',
      calendarEventStartsAt: '2027-01-16T16:00:00.000Z',
      timeZone: 'Europe/Berlin',
      removedBy: 'Jordan Reyes',
    } as const
    const german = needRemovedMail(need, context, 'de')
    expect(german.subject).toBe('Lakeside Otters: Helfereinsatz gestrichen: Aufbau – Pokalfinale')
    expect(german.text).toContain(
      'Jordan Reyes hat den Helfereinsatz „Aufbau – Pokalfinale“ (16. Jan. 2027, 16:30 MEZ) gestrichen, für den du dich eingetragen hattest.',
    )
    const spanish = needRemovedMail({ ...need, removedBy: null }, context, 'es')
    expect(spanish.subject).toBe('Lakeside Otters: Tarea de voluntariado eliminada: Montaje – Pokalfinale')
    expect(spanish.text).toContain(
      'Alguien ha eliminado la tarea de voluntariado «Montaje – Pokalfinale» (16 ene 2027, 16:30 CET)',
    )
  })
})
