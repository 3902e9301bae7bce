import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns'
import {
  calendarEventStreamId,
  type CalendarDomainEvent,
  type CalendarEventDetails,
} from '@teamspace/domain/calendar/calendar.events'
import { defaultEndTime, shiftDate } from '@teamspace/domain/calendar/calendar.time'
import type { Decider } from '@teamspace/domain/shared/decider'
import type { Command } from '@teamspace/domain/shared/events'
import { nanoid } from 'nanoid'
import { commandStream } from '../src/platform/commands/command-stream'
import type { App } from '../src/app'

/**
 * Calendar events written to the log through the app's own command path (inline projections, the tailer's
 * wake-up), without the calendar's routes: tests of what follows a calendar event — the feed, the
 * schedule-change e-mails — state exactly which facts happened, and when.
 */

type Append = Command<'AppendCalendarEvents', { events: readonly CalendarDomainEvent[] }>

const asRecorded: Decider<null, Append, CalendarDomainEvent> = {
  initialState: () => null,
  decide: (command) => command.data.events,
  evolve: (state) => state,
}
const recordedStream = commandStream({ type: 'calendarevent', decider: asRecorded, streamOf: () => null })

const coach = { userId: 'user-coach', name: 'Casey Coach', role: 'coach' } as const

const appendCalendar = (app: App, teamId: string, calendarEventId: string, event: CalendarDomainEvent) =>
  app.platform.execute(
    recordedStream,
    { type: 'AppendCalendarEvents', data: { events: [event] } },
    {
      streamId: calendarEventStreamId(calendarEventId),
      teamId,
      metadata: { now: new Date(), actor: coach, commandId: nanoid(), correlationId: nanoid() },
      result: () => null,
    },
  )

/** The instant of a local date and time in a zone, by the zone's own rules for that day. */
export const instantOf = (date: string, time: string, timeZone: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime()).toISOString()
}

/** A local date `days` from today in a zone, as YYYY-MM-DD. */
export const localDateIn = (days: number, timeZone: string, from = new Date()) => {
  const day = addDays(new TZDate(from.getTime(), timeZone), days)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

export type CalendarEventDraft = Omit<Partial<CalendarEventDetails>, 'startsAt' | 'endsAt'> & { date: string }

const detailsOf = (draft: CalendarEventDraft, previous?: CalendarEventDetails): CalendarEventDetails => {
  const base = {
    title: 'Practice',
    type: 'practice' as const,
    time: '10:00',
    timeZone: 'America/New_York',
    location: 'North Field',
    opponent: '',
    address: '',
    arriveMinutesEarly: 0,
    description: '',
    ...previous,
    ...draft,
  }
  // A draft that moves the start without naming an end keeps the type's usual length.
  const endTime =
    draft.endTime ?? (draft.time || draft.type || !previous ? defaultEndTime(base.type, base.time) : previous.endTime)
  const endDate = endTime > base.time ? base.date : shiftDate(base.date, 1)
  return {
    ...base,
    endTime,
    startsAt: instantOf(base.date, base.time, base.timeZone),
    endsAt: instantOf(endDate, endTime, base.timeZone),
  }
}

/**
 * One calendar event of a team, scheduled, changed and cancelled as a coach would; through `app`, or through
 * whichever app `app()` names at the time (a test that restarts the server).
 */
export const calendarEventOf = (app: App | (() => App), teamId: string, calendarEventId = nanoid()) => {
  const current = () => (typeof app === 'function' ? app() : app)
  let details: CalendarEventDetails | undefined
  return {
    id: calendarEventId,
    get details() {
      return details!
    },
    schedule: async (draft: CalendarEventDraft) => {
      details = detailsOf(draft)
      const at = new Date().toISOString()
      await appendCalendar(current(), teamId, calendarEventId, {
        type: 'CalendarEventScheduled',
        data: {
          ...details,
          teamId,
          calendarEventId,
          takesAttendance: false,
          createdBy: coach.userId,
          scheduledAt: at,
        },
      })
    },
    change: async (draft: Partial<CalendarEventDraft>) => {
      details = detailsOf({ date: details!.date, ...draft }, details)
      await appendCalendar(current(), teamId, calendarEventId, {
        type: 'CalendarEventChanged',
        data: { ...details, teamId, calendarEventId, changedAt: new Date().toISOString() },
      })
    },
    cancel: () =>
      appendCalendar(current(), teamId, calendarEventId, {
        type: 'CalendarEventCancelled',
        data: { teamId, calendarEventId, cancelledAt: new Date().toISOString() },
      }),
  }
}
