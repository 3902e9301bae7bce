import { describe, it } from 'vitest'
import { ConflictError, ForbiddenError, ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { acknowledgementDecider, eventReminderDecider, reminderSettingDecider } from './reminders.decider'
import type { AutomaticReminderSent, ManualReminderSent } from './reminders.events'

const at = (iso: string) => testMetadata({ now: new Date(iso) })

describe('the team’s reminder setting', () => {
  const given = specFor(reminderSettingDecider)
  const choose = (leadHours: number) =>
    ({ type: 'ChooseReminderLead', data: { teamId: 't', leadHours }, metadata: testMetadata() }) as const

  it('starts at 48 hours: choosing it again changes nothing', () => {
    given([])
      .when(choose(48) as never)
      .then([])
  })

  it('records another choice, off included', () => {
    given([])
      .when(choose(0) as never)
      .then([{ type: 'ReminderLeadChosen', data: { teamId: 't', leadHours: 0, chosenAt: '2026-09-01T10:00:00.000Z' } }])
  })

  it('refuses a lead time the setting does not offer', () => {
    given([])
      .when(choose(36) as never)
      .thenThrows(ValidationError, 'Choose Off, 24, 48 or 72 hours.')
  })
})

describe('an event’s reminders', () => {
  const given = specFor(eventReminderDecider)
  const automatic = (playerIds: string[]) => ({
    type: 'SendAutomaticReminder' as const,
    data: { teamId: 't', calendarEventId: 'game1', playerIds, leadHours: 48 },
    metadata: at('2026-09-01T10:00:00Z'),
  })
  const manual = (now: string, playerIds = ['mia'], asksForAvailability = true) => ({
    type: 'SendManualReminder' as const,
    data: { teamId: 't', calendarEventId: 'game1', playerIds, asksForAvailability, timeZone: 'Europe/London' },
    metadata: at(now),
  })
  const sentByHand: ManualReminderSent = {
    type: 'ManualReminderSent',
    data: { teamId: 't', calendarEventId: 'game1', playerIds: ['mia'], sentAt: '2026-09-01T10:00:00.000Z' },
  }
  const sentByJob: AutomaticReminderSent = {
    type: 'AutomaticReminderSent',
    data: {
      teamId: 't',
      calendarEventId: 'game1',
      playerIds: ['mia'],
      leadHours: 48,
      sentAt: '2026-09-01T10:00:00.000Z',
    },
  }

  it('sends the automatic reminder once per event', () => {
    given([])
      .when(automatic(['mia', 'leo']))
      .then([{ ...sentByJob, data: { ...sentByJob.data, playerIds: ['mia', 'leo'] } }])
    given([sentByJob])
      .when(automatic(['leo']))
      .then([])
  })

  it('records the job done with the event when everyone has answered', () => {
    given([])
      .when(automatic([]))
      .then([{ ...sentByJob, data: { ...sentByJob.data, playerIds: [] } }])
  })

  it('lets a coach remind by hand once in 12 hours, and says when the next may go', () => {
    given([]).when(manual('2026-09-01T10:00:00Z')).then([sentByHand])
    given([sentByHand])
      .when(manual('2026-09-01T21:59:00Z'))
      .thenThrows(ConflictError, 'You can send the next one after Sep 1, 2026, 11:00 PM GMT+1.')
    given([sentByHand])
      .when(manual('2026-09-01T22:00:00Z'))
      .then([{ ...sentByHand, data: { ...sentByHand.data, sentAt: '2026-09-01T22:00:00.000Z' } }])
  })

  it('counts the automatic reminder: a reminder by hand waits 12 hours after it', () => {
    given([sentByJob])
      .when(manual('2026-09-01T10:00:05Z'))
      .thenThrows(
        ConflictError,
        'A reminder went out less than 12 hours ago. You can send the next one after Sep 1, 2026, 11:00 PM GMT+1.',
      )
    given([sentByJob])
      .when(manual('2026-09-01T22:00:00Z'))
      .then([{ ...sentByHand, data: { ...sentByHand.data, sentAt: '2026-09-01T22:00:00.000Z' } }])
  })

  it('is not held back by an automatic reminder that reached nobody', () => {
    given([{ ...sentByJob, data: { ...sentByJob.data, playerIds: [] } }])
      .when(manual('2026-09-01T10:00:05Z'))
      .then([{ ...sentByHand, data: { ...sentByHand.data, sentAt: '2026-09-01T10:00:05.000Z' } }])
  })

  it('waits from the later of the two', () => {
    const laterByHand = { ...sentByHand, data: { ...sentByHand.data, sentAt: '2026-09-01T16:00:00.000Z' } }
    given([sentByJob, laterByHand])
      .when(manual('2026-09-01T22:30:00Z'))
      .thenThrows(ConflictError, 'You can send the next one after Sep 2, 2026, 5:00 AM GMT+1.')
  })

  it('refuses to remind when everyone answered, or for an event that asks nothing', () => {
    given([]).when(manual('2026-09-01T10:00:00Z', [])).thenThrows(ValidationError, 'Everyone has answered')
    given([])
      .when(manual('2026-09-01T10:00:00Z', ['mia'], false))
      .thenThrows(ValidationError, 'Only upcoming games')
  })
})

describe('a member’s “Got it”', () => {
  const given = specFor(acknowledgementDecider)
  const acknowledge = (changeVersion: number | null, isFamily = true) => ({
    type: 'AcknowledgeScheduleChange' as const,
    data: { teamId: 't', calendarEventId: 'game1', userId: 'pat', changeVersion, isFamily },
    metadata: testMetadata({ actor: { userId: 'pat', role: 'parent' } }),
  })
  const seen = (changeVersion: number) => ({
    type: 'ScheduleChangeAcknowledged' as const,
    data: {
      teamId: 't',
      calendarEventId: 'game1',
      userId: 'pat',
      changeVersion,
      acknowledgedAt: '2026-09-01T10:00:00.000Z',
    },
  })

  it('records the change seen, once; a later change asks again', () => {
    given([])
      .when(acknowledge(2))
      .then([seen(2)])
    given([seen(2)])
      .when(acknowledge(2))
      .then([])
    given([seen(2)])
      .when(acknowledge(4))
      .then([seen(4)])
  })

  it('refuses when nothing changed, or for a member without a child on the roster', () => {
    given([]).when(acknowledge(null)).thenThrows(ValidationError, 'no schedule change')
    given([]).when(acknowledge(2, false)).thenThrows(ForbiddenError, 'Only families')
  })
})
