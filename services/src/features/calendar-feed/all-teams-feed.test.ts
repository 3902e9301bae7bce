import ICAL from 'ical.js'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { asIn, scheduleIn, twoTeamFamily } from '../../../test/two-team-family'
import type { App } from '../../app'
import { hashToken } from '../../platform/auth/tokens'

const t = useTestDatabase()
let app: App
let family: Awaited<ReturnType<typeof twoTeamFamily>>

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  family = await twoTeamFamily(app)
  const { riverside, hillside, elsewhere, person } = family
  await scheduleIn(app, riverside, 'Riverside training', 7)
  const derby = await scheduleIn(app, hillside, 'Hillside derby', 3)
  await scheduleIn(app, elsewhere, 'Elsewhere training', 2)
  const need = await app.inject({
    method: 'POST',
    url: '/api/volunteer-needs',
    headers: asIn(hillside),
    payload: { calendarEventId: derby, type: 'snacks', slotsNeeded: 2 },
  })
  expect(need.statusCode, need.body).toBe(201)
  const signedUp = await app.inject({
    method: 'POST',
    url: `/api/volunteer-needs/${need.json<{ id: string }>().id}/sign-up`,
    headers: asIn(person, hillside.teamId),
    payload: { note: 'Oranges' },
  })
  expect(signedUp.statusCode, signedUp.body).toBe(200)
})
afterAll(() => app?.close())

const makeLink = async (member: { cookie: string }, path = '/api/my/calendar-feed', teamId?: string) => {
  const response = await app.inject({ method: 'POST', url: path, headers: asIn(member, teamId), payload: {} })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ url: string; webcalUrl: string }>()
}

const fetchFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname })

/** Each event as a calendar app reads it: summary, zone and local start. */
const eventsOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    const start = event.startDate
    return { summary: event.summary, zone: start.zone?.tzid ?? '', hour: start.hour }
  })
}

describe("a person's calendar feed of every team", () => {
  it("has every team's events and their own sign-ups, each naming its team, in the team's zone", async () => {
    const link = await makeLink(family.person)
    expect(link.url).toMatch(/\/api\/calendar-feed\/[a-z0-9]+\/teams\.ics$/)
    expect(link.webcalUrl).toMatch(/^webcal:\/\//)
    const feed = await fetchFeed(link.url)
    expect(feed.statusCode, feed.body).toBe(200)
    expect(feed.headers['content-type']).toContain('text/calendar')
    expect(feed.headers['cache-control']).toBe('private, no-cache')
    const events = eventsOf(feed.body).sort((a, b) => a.summary.localeCompare(b.summary))
    expect(events).toEqual([
      { summary: 'Hillside derby (Hillside Hawks)', zone: 'America/New_York', hour: 10 },
      { summary: 'Riverside training (Riverside Rovers)', zone: 'Europe/London', hour: 10 },
      { summary: 'Volunteering: Snacks – Hillside derby (Hillside Hawks)', zone: 'America/New_York', hour: 10 },
    ])
    expect(feed.body).not.toContain('Elsewhere')
    // Asked again with its ETag: nothing changed.
    const again = await app.inject({
      method: 'GET',
      url: new URL(link.url).pathname,
      headers: { 'if-none-match': String(feed.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it("gives a member of one team that team's events only", async () => {
    const feed = await fetchFeed((await makeLink(family.oneTeam)).url)
    expect(eventsOf(feed.body).map((event) => event.summary)).toEqual(['Riverside training (Riverside Rovers)'])
  })

  it('keeps only the hash of its token, never in the log; a new link replaces the old', async () => {
    const { person } = family
    const first = await makeLink(person)
    const token = /calendar-feed\/([a-z0-9]+)\//.exec(first.url)![1]!
    const stored = await app.platform.db
      .selectFrom('calendar_feed_person_tokens')
      .select('token_hash')
      .where('user_id', '=', person.userId)
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).toBe(hashToken(token))
    const inLog = await sql<{ n: string }>`
      select count(*)::text as n from events where data::text like ${`%${token}%`} or metadata::text like ${`%${token}%`}`.execute(
      app.platform.db,
    )
    expect(inLog.rows[0]!.n).toBe('0')
    const status = await app.inject({ method: 'GET', url: '/api/my/calendar-feed', headers: asIn(person) })
    expect(status.json<{ exists: boolean }>().exists).toBe(true)

    const second = await makeLink(person)
    expect((await fetchFeed(first.url)).statusCode).toBe(404)
    expect((await fetchFeed(second.url)).statusCode).toBe(200)
    // A team's own link is another: the team's feed, as before, still works beside it.
    const teamLink = await makeLink(person, '/api/calendar-feed', family.riverside.teamId)
    expect(teamLink.url).toMatch(/\/team\.ics$/)
    const teamFeed = await fetchFeed(teamLink.url)
    expect(eventsOf(teamFeed.body).map((event) => event.summary)).toEqual(['Riverside training'])
    expect((await fetchFeed(teamLink.url.replace('/team.ics', '/teams.ics'))).statusCode).toBe(404)
    expect((await fetchFeed(second.url.replace('/teams.ics', '/team.ics'))).statusCode).toBe(404)
  })

  it('is erased with the account', async () => {
    const { person } = family
    const link = await makeLink(person)
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: asIn(person),
      payload: { confirm: true, currentPassword: 'secret123' },
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect((await fetchFeed(link.url)).statusCode).toBe(404)
    const left = await app.platform.db
      .selectFrom('calendar_feed_person_tokens')
      .select('user_id')
      .where('user_id', '=', person.userId)
      .execute()
    expect(left).toEqual([])
  })
})
