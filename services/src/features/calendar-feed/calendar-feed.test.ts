import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam, type Founder } from '../../../test/app'
import { calendarEventOf, instantOf, localDateIn } from '../../../test/calendar-log'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
const ZONE = 'America/New_York'

type Team = Founder
let riverside: Team
let lakeside: Team

const as = (team: { cookie: string }) => ({ origin: ORIGIN, cookie: team.cookie })

const makeLink = async (member: { cookie: string }) => {
  const response = await app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as(member), payload: {} })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ url: string; webcalUrl: string; createdAt: string }>()
}

const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: new URL(url).pathname, headers })

interface FeedEvent {
  uid: string
  summary: string
  location: string
  sequence: number
  status: string
  zone: string
  /** The local wall-clock start in the event's own zone, as the parser reads it: "YYYY-MM-DD HH:mm". */
  local: string
  /** The local wall-clock end (DTEND), "HH:mm". */
  end: string
  instant: string
  lastModified: string
}

/** The feed as a calendar app reads it: ical.js, with the zones the feed itself defines. */
const parseFeed = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((component): FeedEvent => {
    const event = new ICAL.Event(component)
    const start = event.startDate
    const pad = (n: number) => String(n).padStart(2, '0')
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      zone: start.zone?.tzid ?? '',
      local: `${start.year}-${pad(start.month)}-${pad(start.day)} ${pad(start.hour)}:${pad(start.minute)}`,
      end: `${pad(event.endDate.hour)}:${pad(event.endDate.minute)}`,
      instant: start.toJSDate().toISOString(),
      lastModified: String(component.getFirstPropertyValue('last-modified')),
    }
  })
  return { calendar, events }
}

/** The next change of the clocks in a zone: the local date of the day before it (at 10:00 the offset differs a day later). */
const dayBeforeNextClockChange = (zone: string) => {
  for (let day = 1; day < 400; day++) {
    const today = localDateIn(day, zone)
    const tomorrow = localDateIn(day + 1, zone)
    const hours = (Date.parse(instantOf(tomorrow, '10:00', zone)) - Date.parse(instantOf(today, '10:00', zone))) / 3.6e6
    if (hours !== 24) return { before: today, after: localDateIn(day + 2, zone) }
  }
  throw new Error(`${zone} has no clock change within a year`)
}

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  riverside = await setUpTeam(app, { teamName: 'Riverside U10' })
  lakeside = await setUpTeam(app, { teamName: 'Lakeside Secret Squad' })
  const settings = await app.inject({
    method: 'PATCH',
    url: '/api/team',
    headers: as(riverside),
    payload: { name: 'Riverside U10', ageGroup: 'U10', timeZone: ZONE },
  })
  expect(settings.statusCode, settings.body).toBe(200)
})
afterAll(() => app?.close())

describe('the calendar feed', () => {
  it('serves the team’s calendar events to a calendar app, right across a change of the clocks, and follows edits and cancellations', async () => {
    const { before, after } = dayBeforeNextClockChange(ZONE)
    const game = calendarEventOf(app, riverside.teamId)
    await game.schedule({ title: 'Game', type: 'game', opponent: 'Rovers', date: before, location: 'North Field' })
    const practice = calendarEventOf(app, riverside.teamId)
    await practice.schedule({ title: 'Practice', date: after, location: 'South Field' })
    const elsewhere = calendarEventOf(app, lakeside.teamId)
    await elsewhere.schedule({ title: 'Lakeside Secret Match', type: 'game', opponent: 'Hillside', date: before })

    const status = await app.inject({ method: 'GET', url: '/api/calendar-feed', headers: as(riverside) })
    expect(status.json()).toEqual({ exists: false, createdAt: null })
    const link = await makeLink(riverside)
    expect(link.url).toMatch(/^http:\/\/localhost\/api\/calendar-feed\/[a-z0-9]{32}\/team\.ics$/)
    expect(link.webcalUrl).toBe(link.url.replace('http://', 'webcal://'))
    const known = await app.inject({ method: 'GET', url: '/api/calendar-feed', headers: as(riverside) })
    expect(known.json()).toEqual({ exists: true, createdAt: link.createdAt })

    const response = await fetchFeed(link.url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['cache-control']).toBe('private, no-cache')
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M')
    expect(response.body).toContain('X-PUBLISHED-TTL:PT15M')
    expect(response.body).toContain(`X-WR-TIMEZONE:${ZONE}`)
    expect(response.body).not.toContain('Lakeside')
    // Each entry links to the team's calendar, the team in the address: it opens whichever team is current.
    expect(response.body).toContain(`:http://localhost/t/${riverside.teamId}/calendar\r\n`)

    const { calendar, events } = parseFeed(response.body)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([ZONE])
    expect(events).toEqual([
      expect.objectContaining({
        uid: `calendarevent-${game.id}@teamspace`,
        summary: 'Game vs Rovers',
        location: 'North Field',
        sequence: 0,
        status: 'CONFIRMED',
        zone: ZONE,
        local: `${before} 10:00`,
        // A game lasts 90 minutes unless the coach says otherwise.
        end: '11:30',
        instant: instantOf(before, '10:00', ZONE),
      }),
      expect.objectContaining({
        uid: `calendarevent-${practice.id}@teamspace`,
        summary: 'Practice',
        location: 'South Field',
        sequence: 0,
        status: 'CONFIRMED',
        zone: ZONE,
        local: `${after} 10:00`,
        end: '11:15',
        instant: instantOf(after, '10:00', ZONE),
      }),
    ])
    // Both are 10:00 on the wall clock, so the instants are not a whole number of days apart.
    const hoursApart = (Date.parse(events[1]!.instant) - Date.parse(events[0]!.instant)) / 3.6e6
    expect([47, 49]).toContain(hoursApart)

    const changedFrom = Math.floor(Date.now() / 1000) * 1000
    await practice.change({ time: '11:30', location: 'Indoor Hall' })
    await game.cancel()
    const later = parseFeed((await fetchFeed(link.url)).body).events
    expect(later).toEqual([
      expect.objectContaining({ uid: events[0]!.uid, sequence: 1, status: 'CANCELLED', local: `${before} 10:00` }),
      expect.objectContaining({
        uid: events[1]!.uid,
        sequence: 1,
        status: 'CONFIRMED',
        location: 'Indoor Hall',
        local: `${after} 11:30`,
      }),
    ])
    expect(later[0]!.summary).toBe('Cancelled: Game vs Rovers')
    // LAST-MODIFIED (to the second) is the time of the change.
    expect(Date.parse(later[1]!.lastModified)).toBeGreaterThanOrEqual(changedFrom)

    await practice.change({ time: '12:00' })
    const third = parseFeed((await fetchFeed(link.url)).body).events
    expect(third[1]).toMatchObject({ sequence: 2, local: `${after} 12:00`, end: '13:15' })

    // The end the coach chose is the calendar's DTEND.
    await practice.change({ endTime: '13:45' })
    expect(parseFeed((await fetchFeed(link.url)).body).events[1]).toMatchObject({ sequence: 3, end: '13:45' })
  })

  it('follows what a coach does through the calendar’s own routes', async () => {
    const link = await makeLink(riverside)
    const date = localDateIn(4, ZONE)
    const scheduled = await app.inject({
      method: 'POST',
      url: '/api/calendar-events',
      headers: as(riverside),
      payload: { title: 'Cup tie', type: 'game', opponent: 'Harbour Town', date, time: '18:15', location: 'Park' },
    })
    expect(scheduled.statusCode, scheduled.body).toBe(201)
    const { id } = scheduled.json<{ id: string }>()
    const uid = `calendarevent-${id}@teamspace`
    const entry = async () => parseFeed((await fetchFeed(link.url)).body).events.find((event) => event.uid === uid)

    expect(await entry()).toMatchObject({
      summary: 'Cup tie vs Harbour Town',
      location: 'Park',
      sequence: 0,
      status: 'CONFIRMED',
      zone: ZONE,
      local: `${date} 18:15`,
    })

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${id}`,
      headers: as(riverside),
      payload: {
        title: 'Cup tie',
        type: 'game',
        opponent: 'Harbour Town',
        date,
        time: '19:00',
        location: 'Park',
        version: 1,
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await entry()).toMatchObject({ sequence: 1, status: 'CONFIRMED', local: `${date} 19:00` })

    const deleted = await app.inject({ method: 'DELETE', url: `/api/calendar-events/${id}`, headers: as(riverside) })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(await entry()).toMatchObject({ sequence: 2, status: 'CANCELLED', local: `${date} 19:00` })
  })

  it('answers 304 to a calendar app that already has the current feed', async () => {
    const link = await makeLink(riverside)
    const first = await fetchFeed(link.url)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await fetchFeed(link.url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    await calendarEventOf(app, riverside.teamId).schedule({ date: localDateIn(3, ZONE) })
    expect((await fetchFeed(link.url, { 'if-none-match': etag })).statusCode).toBe(200)
  })

  it('stops the old link at once when the member resets it, and knows no other token', async () => {
    const old = await makeLink(riverside)
    expect((await fetchFeed(old.url)).statusCode).toBe(200)
    const fresh = await makeLink(riverside)
    expect(fresh.url).not.toBe(old.url)
    const gone = await fetchFeed(old.url)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe('This calendar link does not work any more. Make a new one in your profile.')
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200)
    expect((await fetchFeed(`${ORIGIN}/api/calendar-feed/${'a'.repeat(32)}/team.ics`)).statusCode).toBe(404)
  })

  it('gives each member a link of their own, which ends when they leave the team', async () => {
    const parent = await registerWith(app, (await createInvite(app, riverside.cookie, 'parent_guardian')).code)
    const coachLink = await makeLink(riverside)
    const parentLink = await makeLink(parent)
    expect(parentLink.url).not.toBe(coachLink.url)
    expect((await fetchFeed(parentLink.url)).statusCode).toBe(200)

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/team/members/${parent.userId}`,
      headers: as(riverside),
    })
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await fetchFeed(parentLink.url)).statusCode).toBe(404)
    expect((await fetchFeed(coachLink.url)).statusCode).toBe(200)
  })

  it('speaks the language of the account the link belongs to: German words for a German coach', async () => {
    const hillside = await setUpTeam(app, { teamName: 'Hillside U12' })
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: as(hillside),
      payload: { language: 'de' },
    })
    expect(chosen.statusCode, chosen.body).toBeLessThan(300)
    const game = calendarEventOf(app, hillside.teamId)
    await game.schedule({ title: 'Spiel', type: 'game', opponent: 'Rovers', date: localDateIn(5, ZONE) })
    const practice = calendarEventOf(app, hillside.teamId)
    await practice.schedule({ title: 'Dienstagstraining', date: localDateIn(6, ZONE) })
    await practice.cancel()

    const text = (await fetchFeed((await makeLink(hillside)).url)).body
    const { calendar, events } = parseFeed(text)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hillside U12 (Team Space)')
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('Der Kalender von Hillside U12')
    expect(events.map((event) => event.summary)).toEqual(['Spiel gegen Rovers', 'Abgesagt: Dienstagstraining'])
    expect(text).toContain('CATEGORIES:Spiel\r\n')
    expect(text).toContain('CATEGORIES:Training\r\n')
    expect(text).toContain('//DE\r\n')

    // The Riverside coach never chose a language: their feed's words stay English.
    const english = (await fetchFeed((await makeLink(riverside)).url)).body
    expect(parseFeed(english).calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('The calendar of Riverside U10')
    expect(english).toContain('CATEGORIES:Game\r\n')
    expect(english).toContain('//EN\r\n')
  })

  it('never shows another team’s calendar events, whoever asks', async () => {
    const lakesideLink = await makeLink(lakeside)
    const text = (await fetchFeed(lakesideLink.url)).body
    const { events } = parseFeed(text)
    expect(events.map((event) => event.summary)).toEqual(['Lakeside Secret Match vs Hillside'])
    expect(text).not.toContain('Riverside')
  })
})
