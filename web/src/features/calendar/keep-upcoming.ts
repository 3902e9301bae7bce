import { hashKey, type QueryClient } from '@tanstack/react-query'
import { takesAttendanceTypes } from '@teamspace/domain/calendar/calendar.constants'
import type { CalendarEventView, CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { eventAvailabilityQuery } from '../availability'
import { scheduleChangeQuery } from '../reminders'
import { volunteersPageQuery } from '../volunteers'
import { monthOf, monthRange } from './calendar-view'
import { calendarEventQuery, calendarKeys, calendarListQuery, calendarRangeQuery } from './calendar.queries'

/**
 * What a family answers at the side of a pitch, kept on the phone while it has signal: the coming weeks' events with
 * their availability, their schedule change and the team's volunteer needs. The answers land in the team's cache,
 * which keeps every answer on the device (app/pwa/offline-cache.ts), so an event never opened before opens and is
 * answered without signal.
 */

/** How far ahead events are kept: the weeks a family plans. */
export const KEEP_AHEAD_DAYS = 28
/** At most this many events (a team with a practice every day): each costs three small reads. */
export const KEEP_AT_MOST = 20
/** An answer read this recently is not asked again (a live notice marks a changed one stale before that). */
const FRESH_MS = 5 * 60_000
/** Kept in memory, not only on the device, so a later run asks again only for what changed. */
const KEEP_IN_MEMORY_MS = 60 * 60_000

/** The events to keep: not yet started, starting within the coming weeks, soonest first. */
export function eventsToKeep(
  upcoming: readonly Pick<CalendarEventView, 'id' | 'startsAt' | 'type'>[],
  now: Date,
): Pick<CalendarEventView, 'id' | 'type'>[] {
  const from = now.getTime()
  const until = from + KEEP_AHEAD_DAYS * 24 * 60 * 60_000
  return upcoming
    .filter((event) => {
      const startsAt = Date.parse(event.startsAt)
      return startsAt > from && startsAt <= until
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, KEEP_AT_MOST)
}

const keptOptions = { staleTime: FRESH_MS, gcTime: KEEP_IN_MEMORY_MS }

async function keepAll(client: QueryClient, list: CalendarList) {
  // The calendar's month view and the volunteers' page open without signal too.
  await Promise.allSettled([
    client.prefetchQuery({ ...calendarRangeQuery(monthRange(monthOf(list.today))), ...keptOptions }),
    client.prefetchQuery({ ...volunteersPageQuery(), ...keptOptions }),
  ])
  // One event at a time: the page the person is on keeps the connection for its own reads.
  for (const event of eventsToKeep(list.upcoming, new Date())) {
    if (!navigator.onLine) return
    await Promise.allSettled([
      client.prefetchQuery({ ...calendarEventQuery(event.id), ...keptOptions }),
      client.prefetchQuery({ ...scheduleChangeQuery(event.id), ...keptOptions }),
      // Games and practices ask who is coming, as their detail does.
      takesAttendanceTypes.includes(event.type) &&
        client.prefetchQuery({ ...eventAvailabilityQuery(event.id), ...keptOptions }),
    ])
  }
}

/**
 * Keeps the team's coming weeks on the phone: now, whenever the team's list of events changes (a live notice, a page
 * reading it again), and when the signal returns. Only with signal; one run at a time. Answers the way to stop.
 */
export function keepUpcomingOnPhone(client: QueryClient): () => void {
  let running = false
  let again = false
  let stopped = false
  const run = async () => {
    if (stopped || !navigator.onLine) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const list = await client.fetchQuery({ ...calendarListQuery(), staleTime: FRESH_MS })
        if (!stopped) await keepAll(client, list)
      } while (again && !stopped)
    } catch {
      // No signal after all, or the server unable: the next change or the signal's return tries again.
    } finally {
      running = false
    }
  }

  const listHash = hashKey(calendarKeys.list)
  let lastList: unknown
  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== listHash) return
    // The same answer again (a refetch on focus) is the same object: nothing new to keep.
    if (event.query.state.data === lastList) return
    lastList = event.query.state.data
    void run()
  })
  const online = () => void run()
  window.addEventListener('online', online)
  void run()
  return () => {
    stopped = true
    stopWatching()
    window.removeEventListener('online', online)
  }
}
