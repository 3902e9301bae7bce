import { describe, expect, it } from 'vitest'
import { volunteerReminderMail, type RemindedNeed } from './volunteer-reminder-mail'

const context = {
  teamName: 'Lakeside Otters',
  volunteersUrl: 'https://team.example.org/t/team-1/volunteers',
  profileUrl: 'https://team.example.org/t/team-1/profile',
}

/** Snacks at half-time of a game in Chicago: 16:00 UTC is 10:00 CST, and the need is 45 minutes in. */
const snacks: RemindedNeed = {
  type: 'snacks',
  offsetMinutes: 45,
  description: '',
  calendarEventTitle: 'Cup Final',
  calendarEventStartsAt: '2027-01-16T16:00:00.000Z',
  timeZone: 'America/Chicago',
  location: 'North Field',
  address: '12 Lake Road',
  food: { allergens: ['nuts', 'milk'] },
}

const setup: RemindedNeed = {
  type: 'setup',
  offsetMinutes: -30,
  description: 'Bring the corner flags from the shed.',
  calendarEventTitle: 'Cup Final',
  calendarEventStartsAt: '2027-01-16T16:00:00.000Z',
  timeZone: 'America/Chicago',
  location: '',
  address: '',
}

describe('the reminder to a volunteer', () => {
  it('tells a food volunteer what, when and where, and the team’s shared allergies without naming anyone', () => {
    const mail = volunteerReminderMail(snacks, context, 'en')
    expect(mail.subject).toBe('Lakeside Otters: Reminder: Snacks – Cup Final, Jan 16, 2027, 10:45 AM CST')
    expect(mail.text).toContain(
      'A reminder that you signed up for "Snacks – Cup Final" on Jan 16, 2027, 10:45 AM CST at North Field, 12 Lake Road.',
    )
    expect(mail.text).toContain('What to do: Bring healthy snacks and drinks for the players to share.')
    expect(mail.text).toContain(
      'Nut allergy in the team.\nMilk allergy in the team.\nPlease bring food that is safe for everyone.',
    )
    expect(mail.text).toContain('withdraw or offer your slot for a swap: https://team.example.org/t/team-1/volunteers')
    expect(mail.text).toContain('turn them off in your profile: https://team.example.org/t/team-1/profile')
  })

  it('says so when a food need’s team has shared no allergies', () => {
    const mail = volunteerReminderMail({ ...snacks, food: { allergens: [] } }, context, 'en')
    expect(mail.text).toContain('No allergies shared in the team.')
    expect(mail.text).not.toContain('safe for everyone')
  })

  it('tells of no allergies for a need that is not food, and uses the need’s own description', () => {
    const mail = volunteerReminderMail(setup, context, 'en')
    expect(mail.text).toContain('A reminder that you signed up for "Setup – Cup Final" on Jan 16, 2027, 9:30 AM CST.')
    expect(mail.text).toContain('What to do: Bring the corner flags from the shed.')
    expect(mail.text).not.toMatch(/allerg|safe for everyone/i)
  })

  it('reminds in German and Spanish, with the time as each writes it', () => {
    const berlin = { ...snacks, calendarEventTitle: 'Pokalfinale', timeZone: 'Europe/Berlin', address: '' }
    const de = volunteerReminderMail({ ...berlin, location: 'Sportpark Nord' }, context, 'de')
    expect(de.subject).toBe('Lakeside Otters: Erinnerung: Snacks – Pokalfinale, 16. Jan. 2027, 17:45 MEZ')
    expect(de.text).toContain(
      'Zur Erinnerung: Du hast dich für „Snacks – Pokalfinale“ am 16. Jan. 2027, 17:45 MEZ (Sportpark Nord) eingetragen.',
    )
    expect(de.text).toContain(
      'Nussallergie im Team.\nMilchallergie im Team.\nBitte bring nur mit, was alle essen dürfen.',
    )
    expect(de.text).toContain('trag dich aus oder biete deinen Platz zum Tausch an')
    expect(volunteerReminderMail(setup, context, 'de').text).not.toMatch(/allergie|essen dürfen/i)

    const madrid = { ...snacks, calendarEventTitle: 'Final de copa', timeZone: 'Europe/Madrid', address: '' }
    const es = volunteerReminderMail({ ...madrid, location: 'Campo Norte' }, context, 'es')
    expect(es.subject).toBe('Lakeside Otters: Recordatorio: Meriendas – Final de copa, 16 ene 2027, 17:45 CET')
    expect(es.text).toContain(
      'Te recordamos que te has apuntado a «Meriendas – Final de copa» el 16 ene 2027, 17:45 CET en Campo Norte.',
    )
    expect(es.text).toContain(
      'Alergia a los frutos secos en el equipo.\nAlergia a la leche en el equipo.\nPor favor, trae comida que todos puedan tomar.',
    )
    expect(volunteerReminderMail(setup, context, 'es').text).not.toMatch(/alergia|todos puedan tomar/i)
  })
})
