import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import type { RemindersDomainEvent } from '@teamspace/domain/reminders/reminders.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { remindersProjection } from './reminders.projection'
import { cupTieDetails } from '@teamspace/domain/calendar/calendar.fixture'

const t = useTestDatabase()
const spec = projectionSpec(t)(remindersProjection)

const practice = cupTieDetails({
  title: 'Practice',
  type: 'practice',
  date: '2026-09-12',
  startsAt: '2026-09-12T09:00:00.000Z',
  endsAt: '2026-09-12T10:30:00.000Z',
  opponent: '',
})

const scheduled = (calendarEventId: string) =>
  ({
    type: 'CalendarEventScheduled',
    data: {
      ...practice,
      teamId: 't1',
      calendarEventId,
      takesAttendance: true,
      createdBy: 'user-coach',
      scheduledAt: '2026-09-01T10:00:00.000Z',
    },
  }) satisfies CalendarDomainEvent
const changed = (calendarEventId: string, details: Partial<CalendarEventDetails>) =>
  ({
    type: 'CalendarEventChanged',
    data: { ...practice, ...details, teamId: 't1', calendarEventId, changedAt: '2026-09-02T10:00:00.000Z' },
  }) satisfies CalendarDomainEvent
const leadChosen = (teamId: string, leadHours: 24 | 48) =>
  ({
    type: 'ReminderLeadChosen',
    data: { teamId, leadHours, chosenAt: '2026-09-01T10:00:00.000Z' },
  }) satisfies RemindersDomainEvent
const acknowledged = (userId: string, changeVersion: number, acknowledgedAt: string) =>
  ({
    type: 'ScheduleChangeAcknowledged',
    data: { teamId: 't1', calendarEventId: 'e1', userId, changeVersion, acknowledgedAt },
  }) satisfies RemindersDomainEvent

describe('reminders projection', () => {
  describe('a team’s lead time', () => {
    it('is the last one its coaches chose, team by team', () =>
      spec.given(leadChosen('t1', 48), leadChosen('t2', 48), leadChosen('t1', 24)).then({
        reminder_settings: [
          { team_id: 't1', lead_hours: 24 },
          { team_id: 't2', lead_hours: 48 },
        ],
      }))
  })

  describe('what was sent for an event', () => {
    it('keeps the job’s reminder and the last one by hand side by side', () =>
      spec
        .given(
          {
            type: 'AutomaticReminderSent',
            data: {
              teamId: 't1',
              calendarEventId: 'e1',
              playerIds: ['p1'],
              leadHours: 48,
              sentAt: '2026-09-10T09:00:00.000Z',
            },
          },
          {
            type: 'ManualReminderSent',
            data: { teamId: 't1', calendarEventId: 'e1', playerIds: ['p1'], sentAt: '2026-09-10T20:00:00.000Z' },
          },
          {
            type: 'ManualReminderSent',
            data: { teamId: 't1', calendarEventId: 'e1', playerIds: [], sentAt: '2026-09-11T09:00:00.000Z' },
          },
        )
        .then({
          reminder_event_state: [
            {
              calendar_event_id: 'e1',
              automatic_sent_at: new Date('2026-09-10T09:00:00.000Z'),
              last_manual_at: new Date('2026-09-11T09:00:00.000Z'),
            },
          ],
        }))
  })

  describe('a calendar event’s last change of time or place', () => {
    it('is none while the event stands as scheduled, or only its title or description changed', () =>
      spec.given(scheduled('e1'), changed('e1', { title: 'Extra practice', description: 'Bring water' })).then({
        reminder_calendar_changes: [
          {
            calendar_event_id: 'e1',
            title: 'Extra practice',
            starts_at: new Date(practice.startsAt),
            change_version: null,
            previous_starts_at: null,
            moved: false,
            relocated: false,
          },
        ],
      }))

    it('keeps the time and place before a move, and the version of the change', () =>
      spec
        .given(
          scheduled('e1'),
          changed('e1', { time: '11:00', startsAt: '2026-09-12T10:00:00.000Z', endsAt: '2026-09-12T11:30:00.000Z' }),
        )
        .then({
          reminder_calendar_changes: [
            {
              calendar_event_id: 'e1',
              starts_at: new Date('2026-09-12T10:00:00.000Z'),
              change_version: 1,
              previous_starts_at: new Date(practice.startsAt),
              previous_location: 'North Field',
              moved: true,
              relocated: false,
            },
          ],
        }))

    it('tells a new place, but not the same place written with other spaces', () =>
      spec
        .given(
          scheduled('e1'),
          scheduled('e2'),
          changed('e1', { location: 'South Field' }),
          changed('e2', { location: ' North Field ' }),
        )
        .then({
          reminder_calendar_changes: [
            { calendar_event_id: 'e1', previous_location: 'North Field', relocated: true, change_version: 1 },
            { calendar_event_id: 'e2', previous_location: null, relocated: false, change_version: null },
          ],
        }))

    it('goes with a cancelled event', () =>
      spec
        .given(scheduled('e1'), scheduled('e2'), {
          type: 'CalendarEventCancelled',
          data: { teamId: 't1', calendarEventId: 'e1', cancelledAt: '2026-09-03T10:00:00.000Z' },
        })
        .then({ reminder_calendar_changes: [{ calendar_event_id: 'e2' }] }))
  })

  describe('“Got it”', () => {
    it('keeps the last change each member confirmed', () =>
      spec
        .given(
          acknowledged('u1', 2, '2026-09-04T10:00:00.000Z'),
          acknowledged('u2', 2, '2026-09-04T11:00:00.000Z'),
          acknowledged('u1', 3, '2026-09-05T10:00:00.000Z'),
        )
        .then({
          schedule_change_acknowledgements: [
            { user_id: 'u1', change_version: 3, acknowledged_at: new Date('2026-09-05T10:00:00.000Z') },
            { user_id: 'u2', change_version: 2, acknowledged_at: new Date('2026-09-04T11:00:00.000Z') },
          ],
        }))
  })
})
