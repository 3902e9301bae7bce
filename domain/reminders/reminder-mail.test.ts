import { describe, expect, it } from 'vitest'
import { reminderMail } from './reminder-mail'

describe('the reminder mail', () => {
  it('names the children not answered, the event and where to answer', () => {
    const mail = reminderMail({
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
    })
    expect(mail.subject).toBe('Riverside U10: Please answer for Mia and Leo – League vs Rovers')
    expect(mail.text).toContain(
      'Are Mia and Leo coming to League vs Rovers on Mar 13, 2027, 10:00 AM GMT at North Field?',
    )
    expect(mail.text).toContain('Please answer here: https://team.example/t/t1/calendar?event=e1')
    expect(mail.text).toContain('turn them off in your profile: https://team.example/t/t1/profile')
  })
})
