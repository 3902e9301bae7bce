import { describe, expect, it } from 'vitest'
import { reminderMail, type ReminderMailContext } from './reminder-mail'

/** A reminder to answer for Mia and Leo: Riverside U10's league game against Rovers, 10:00 on 13 March 2027 in London. */
const league: ReminderMailContext = {
  teamName: 'Riverside U10',
  event: {
    title: 'League',
    type: 'game',
    opponent: 'Rovers',
    startsAt: '2027-03-13T10:00:00Z',
    timeZone: 'Europe/London',
    location: 'North Field',
  },
  children: ['Mia', 'Leo'],
  eventUrl: 'https://team.example/t/t1/calendar?event=e1',
  profileUrl: 'https://team.example/t/t1/profile',
}

describe('the reminder mail', () => {
  it('names the children not answered, the event and where to answer', () => {
    const mail = reminderMail(league)
    expect(mail.subject).toBe('Riverside U10: Please answer for Mia and Leo – League vs Rovers')
    expect(mail.text).toContain(
      'Are Mia and Leo coming to League vs Rovers on Mar 13, 2027, 10:00 AM GMT at North Field?',
    )
    expect(mail.text).toContain('Please answer here: https://team.example/t/t1/calendar?event=e1')
    expect(mail.text).toContain('turn them off in your profile: https://team.example/t/t1/profile')
  })

  it('asks in the family’s language, with the time as it writes it', () => {
    const context: ReminderMailContext = {
      ...league,
      event: {
        title: 'Training',
        type: 'practice',
        opponent: '',
        startsAt: '2027-03-13T17:30:00Z',
        timeZone: 'Europe/Berlin',
        location: 'Sportplatz Nord',
      },
      children: ['Mia'],
    }
    const german = reminderMail(context, 'de')
    expect(german.subject).toBe('Riverside U10: Bitte antworte für Mia – Training')
    expect(german.text).toContain('Kommt Mia zu Training am 13. März 2027, 18:30 MEZ (Sportplatz Nord)?')
    expect(german.text).toContain('Bitte antworte hier: https://team.example/t/t1/calendar?event=e1')
    const spanish = reminderMail({ ...context, children: ['Mia', 'Leo'] }, 'es')
    expect(spanish.text).toContain('¿Vienen Mia y Leo a Training el 13 mar 2027, 18:30 CET en Sportplatz Nord?')
    expect(spanish.text).toContain('desactívalos en tu perfil: https://team.example/t/t1/profile')
  })

  it('tells a family bringing food the allergies in the team, in their language, and no child’s name', () => {
    const context = { ...league, children: ['Leo'], food: { allergens: ['nuts', 'milk'] as const } }
    const english = reminderMail(context).text
    expect(english).toContain(
      'You signed up to bring food for League vs Rovers. Please bring food that is safe for everyone:',
    )
    expect(english).toContain('- Nut allergy in the team\n- Milk allergy in the team')
    expect(reminderMail(context, 'de').text).toContain('- Nussallergie im Team\n- Milchallergie im Team')
    expect(reminderMail(context, 'es').text).toContain('- Alergia a los frutos secos en el equipo')
    expect(reminderMail({ ...context, food: { allergens: [] } }).text).toContain(
      'No allergies have been shared in the team.',
    )
    expect(reminderMail({ ...context, food: undefined }).text).not.toContain('food')
  })
})
