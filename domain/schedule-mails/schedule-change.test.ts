import { describe, expect, it } from 'vitest'
import {
  concernsNoticePeriod,
  formatEventTime,
  hasStarted,
  scheduleChangeMail,
  scheduleChangeOf,
  seriesWords,
  startsWithinNotice,
  type ScheduleSnapshot,
} from './schedule-change'
import { gameAgainstRovers as game } from './schedule-change.fixture'

const context = {
  teamName: 'Riverside U10',
  calendarUrl: 'https://team.example.org/t/team-1/calendar',
  profileUrl: 'https://team.example.org/t/team-1/profile',
}
const at = new Date('2027-03-05T12:00:00.000Z')

describe('what a schedule change is', () => {
  it('is a move of the start or of the place', () => {
    expect(scheduleChangeOf(game, { ...game, startsAt: '2027-03-13T16:00:00.000Z' })).toMatchObject({
      kind: 'changed',
      moved: true,
      relocated: false,
    })
    expect(scheduleChangeOf(game, { ...game, location: 'South Field' })).toMatchObject({
      moved: false,
      relocated: true,
    })
  })

  it('is nothing when only the title or the description changed, or the edits were undone', () => {
    expect(scheduleChangeOf(game, { ...game, title: 'Cup game' })).toBeNull()
    expect(scheduleChangeOf(game, { ...game, location: ' North Field ' })).toBeNull()
    expect(scheduleChangeOf(game, { ...game })).toBeNull()
  })

  it('is a cancellation when the event is gone', () => {
    expect(scheduleChangeOf(game, null)).toEqual({ kind: 'cancelled', event: game })
  })
})

describe('the next 14 days', () => {
  it('hold events from now until 14 days ahead', () => {
    expect(startsWithinNotice('2027-03-05T12:00:00.000Z', at)).toBe(true)
    expect(startsWithinNotice('2027-03-19T12:00:00.000Z', at)).toBe(true)
    expect(startsWithinNotice('2027-03-19T12:00:01.000Z', at)).toBe(false)
    expect(startsWithinNotice('2027-03-05T11:59:59.000Z', at)).toBe(false)
  })

  it('concern a change that moves an event into them or out of them', () => {
    const later = { ...game, startsAt: '2027-04-20T15:00:00.000Z' }
    expect(concernsNoticePeriod(game, later, at)).toBe(true)
    expect(concernsNoticePeriod(later, game, at)).toBe(true)
    expect(concernsNoticePeriod(later, { ...later, location: 'Elsewhere' }, at)).toBe(false)
    expect(concernsNoticePeriod(later, null, at)).toBe(false)
    expect(concernsNoticePeriod(game, null, at)).toBe(true)
  })

  it('are over for a change whose times have all passed', () => {
    const change = scheduleChangeOf(game, { ...game, location: 'South Field' })!
    expect(hasStarted(change, new Date('2027-03-13T14:59:00.000Z'))).toBe(false)
    expect(hasStarted(change, new Date('2027-03-13T15:01:00.000Z'))).toBe(true)
  })
})

describe('the e-mail', () => {
  it('shows times in the event’s zone in the en-US format, across a change of the clocks', () => {
    expect(formatEventTime('2027-03-13T15:00:00.000Z', 'America/New_York')).toBe('Mar 13, 2027, 10:00 AM EST')
    expect(formatEventTime('2027-03-15T14:00:00.000Z', 'America/New_York')).toBe('Mar 15, 2027, 10:00 AM EDT')
  })

  it('says old → new for what moved, and names the opponent', () => {
    const after = { ...game, startsAt: '2027-03-15T14:00:00.000Z', location: 'South Field' }
    const mail = scheduleChangeMail(scheduleChangeOf(game, after)!, context)
    expect(mail.subject).toBe('Riverside U10: Schedule change: Game vs Rovers on Mar 15, 2027')
    expect(mail.text).toContain('When: Mar 13, 2027, 10:00 AM EST → Mar 15, 2027, 10:00 AM EDT')
    expect(mail.text).toContain('Where: North Field → South Field')
    expect(mail.text).toContain('https://team.example.org/t/team-1/calendar')
    expect(mail.text).toContain('turn them off in your profile: https://team.example.org/t/team-1/profile')
  })

  it('says what stayed the same', () => {
    const mail = scheduleChangeMail(scheduleChangeOf(game, { ...game, location: 'South Field' })!, context)
    expect(mail.text).toContain('When: Mar 13, 2027, 10:00 AM EST (unchanged)')
  })

  it('tells of a cancellation with the time and place it had', () => {
    const mail = scheduleChangeMail(scheduleChangeOf(game, null)!, context)
    expect(mail.subject).toBe('Riverside U10: Cancelled: Game vs Rovers on Mar 13, 2027')
    expect(mail.text).toContain('It was to be on Mar 13, 2027, 10:00 AM EST at North Field.')
  })
})

describe('the e-mail in a family’s language', () => {
  const berlin: ScheduleSnapshot = { ...game, timeZone: 'Europe/Berlin', startsAt: '2027-03-13T16:00:00.000Z' }
  const later = { ...berlin, startsAt: '2027-03-13T17:30:00.000Z' }

  it('writes German words, a 24-hour clock and day before month, in the team’s zone', () => {
    const mail = scheduleChangeMail(scheduleChangeOf(berlin, later)!, context, 'de')
    expect(mail.subject).toBe('Riverside U10: Terminänderung: Game gegen Rovers am 13. März 2027')
    expect(mail.text).toContain('Game gegen Rovers hat sich geändert.')
    expect(mail.text).toContain('Wann: 13. März 2027, 17:00 MEZ → 13. März 2027, 18:30 MEZ')
    expect(mail.text).toContain('Wo: North Field (unverändert)')
    expect(mail.text).toContain('Wenn du keine E-Mails zu Terminänderungen mehr bekommen möchtest')
  })

  it('writes Spanish words, and tells a cancellation', () => {
    const mail = scheduleChangeMail(scheduleChangeOf(berlin, null)!, context, 'es')
    expect(mail.subject).toBe('Riverside U10: Cancelado: Game contra Rovers el 13 mar 2027')
    expect(mail.text).toContain('Game contra Rovers se ha cancelado.')
    expect(mail.text).toContain('Estaba previsto para el 13 mar 2027, 17:00 CET en North Field.')
  })

  it('names what a change of a repeating event covers in each language', () => {
    const cover = {
      rule: { weekdays: [2, 4], interval: 1 },
      from: '2027-03-30T16:00:00.000Z',
      timeZone: 'Europe/Berlin',
    }
    expect(seriesWords(cover, 'en')).toBe('every Tuesday and Thursday from Mar 30, 2027 on')
    expect(seriesWords(cover, 'de')).toBe('jeden Dienstag und Donnerstag ab dem 30. März 2027')
    expect(seriesWords(cover, 'es')).toBe('cada martes y jueves desde el 30 mar 2027')
    const fortnightly = { ...cover, rule: { weekdays: [1, 3, 5], interval: 2 } }
    expect(seriesWords(fortnightly, 'en')).toBe('every 2 weeks on Monday, Wednesday and Friday from Mar 30, 2027 on')
    expect(seriesWords(fortnightly, 'de')).toBe('alle 2 Wochen am Montag, Mittwoch und Freitag ab dem 30. März 2027')
    expect(seriesWords({ ...cover, rule: null }, 'de')).toBe('ab dem 30. März 2027')
    // A change queued before the cover was kept as its parts keeps its English words.
    expect(seriesWords('every Tuesday from Mar 30, 2027 on', 'de')).toBe('every Tuesday from Mar 30, 2027 on')
  })
})
