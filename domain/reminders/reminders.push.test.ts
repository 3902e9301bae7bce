import { describe, expect, it } from 'vitest'
import { availabilityReminderPush } from './reminders.push'

const game = {
  title: 'Game',
  type: 'game',
  opponent: 'Rovers',
  startsAt: '2027-03-13T15:00:00.000Z',
  timeZone: 'America/New_York',
} as const

describe('what a reminder notification says', () => {
  it('reminds to answer for an event by its name and time, never by the child, and opens the event', () => {
    expect(
      availabilityReminderPush({ teamId: 'team-1', teamName: 'U10', calendarEventId: 'ev/1', event: game }),
    ).toEqual({
      title: 'U10: Please answer',
      body: 'Nobody has answered yet for Game vs Rovers on Mar 13, 2027, 10:00 AM EST. Tap to answer.',
      url: '/t/team-1/calendar?event=ev%2F1',
      tag: 'reminder-ev/1',
    })
  })

  it('reminds in the member’s language', () => {
    const context = { teamId: 'team-1', teamName: 'U10', calendarEventId: 'ev/1', event: game }
    const berlin = { ...context, event: { ...game, timeZone: 'Europe/Berlin' } }
    expect(availabilityReminderPush(berlin, 'de')).toMatchObject({
      title: 'U10: Bitte antworte',
      body: 'Für Game gegen Rovers am 13. März 2027, 16:00 MEZ fehlt noch eine Antwort. Tippe hier, um zu antworten.',
    })
    expect(availabilityReminderPush(berlin, 'es').body).toBe(
      'Aún falta una respuesta para Game contra Rovers el 13 mar 2027, 16:00 CET. Toca para responder.',
    )
  })
})
