import { describe, expect, it } from 'vitest'
import { needRemovedMail } from './volunteers.mails'

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
})
