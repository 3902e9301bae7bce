import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import { expect } from 'vitest'
import type { App } from '../src/app'
import { ORIGIN } from './app'

/**
 * Schedules a game (or practice) against `opponent` as the coach behind `cookie`: at 00:01 today in the team's zone
 * (Europe/London), so it has started and may kick off, unless a later `date` is given.
 */
export const scheduleGameToday = async (
  app: App,
  cookie: string,
  type: 'game' | 'practice' = 'game',
  opponent = 'Rovers',
  date = todayIn('Europe/London', new Date()),
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/calendar-events',
    headers: { origin: ORIGIN, cookie },
    payload: { title: `${type} vs ${opponent}`, type, opponent, date, time: '00:01', location: 'Park' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

/** Adds a player named `name` as the coach behind `cookie`, the child of the members with `parentEmails`. */
export const addPlayerAs = async (app: App, cookie: string, name: string, parentEmails: readonly string[] = []) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/players',
    headers: { origin: ORIGIN, cookie },
    payload: { name, parentEmails },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

/** When a calendar event starts, as the team's coach reads it. */
export const startOf = async (
  app: App,
  team: { readonly coach: { readonly cookie: string } },
  calendarEventId: string,
) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/calendar-events/${calendarEventId}`,
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return new Date(response.json<{ startsAt: string }>().startsAt)
}
