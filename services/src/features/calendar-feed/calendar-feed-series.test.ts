import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoach } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const run = promisify(execFile)
const t = useTestDatabase()
let app: App
let coach: Founder

beforeAll(async () => {
  ;({ app, coach } = await sessionAppWithCoach(t.database))
})
afterAll(() => app?.close())

const as = () => ({ origin: ORIGIN, cookie: coach.cookie })

/** One event of the feed as a parser reads it: the same fields from either parser, for comparing them. */
interface ParsedEvent {
  uid: string
  /** The wall-clock start in the event's own zone, "YYYY-MM-DD HH:mm". */
  local: string
  instant: string
  status: string
  location: string
}

/** ical.js, with the zones the feed itself defines. */
const readWithIcalJs = (text: string): ParsedEvent[] => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    const start = event.startDate
    return {
      uid: event.uid,
      local: `${start.year}-${pad(start.month)}-${pad(start.day)} ${pad(start.hour)}:${pad(start.minute)}`,
      instant: start.toJSDate().toISOString(),
      status: String(component.getFirstPropertyValue('status') ?? ''),
      location: event.location,
    }
  })
}

/** Python's icalendar (Debian's python3-icalendar), a reader written apart from ical.js. */
const readWithPython = async (text: string): Promise<ParsedEvent[]> => {
  const script = `
import json, sys
from datetime import timezone
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.read())
events = []
for event in calendar.walk('VEVENT'):
    start = event.decoded('DTSTART')
    events.append({
        'uid': str(event.get('UID')),
        'local': start.strftime('%Y-%m-%d %H:%M'),
        'instant': start.astimezone(timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.000Z'),
        'status': str(event.get('STATUS', '')),
        'location': str(event.get('LOCATION', '')),
    })
print(json.dumps(events))
`
  const child = run('/usr/bin/python3', ['-c', script], { maxBuffer: 10_000_000 })
  child.child.stdin!.end(text)
  const { stdout } = await child
  return JSON.parse(stdout) as ParsedEvent[]
}

const feedText = async () => {
  const link = await app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as(), payload: {} })
  expect(link.statusCode, link.body).toBe(201)
  const response = await app.inject({ method: 'GET', url: new URL(link.json<{ url: string }>().url).pathname })
  expect(response.statusCode).toBe(200)
  return response.body
}

const seriesVersion = async () =>
  (
    await t.owner.db
      .selectFrom('calendar_series')
      .select('version')
      .where('team_id', '=', coach.teamId)
      .executeTakeFirstOrThrow()
  ).version

const practice = {
  title: 'Practice',
  type: 'practice',
  date: '2027-03-16',
  time: '17:30',
  endTime: '18:45',
  location: 'North Field',
  address: '12 Mill Lane, Springfield',
  repeat: { weekdays: [2, 4], interval: 1, until: '2027-05-08', count: null },
}

describe('a repeating practice in the calendar feed', () => {
  it('reaches calendar apps as the same ten occurrences at 17:30 local time across the clock change, read by two parsers', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/calendar-series', headers: as(), payload: practice })
    expect(created.statusCode, created.body).toBe(201)
    const { ids } = created.json<{ ids: string[] }>()
    const first = readWithIcalJs(await feedText())
    expect(first).toHaveLength(16)
    const uidOf = new Map(first.map((event) => [event.local.slice(0, 10), event.uid]))

    // One Thursday moved on its own, then the whole series to another place, then cancelled from week 6.
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${ids[3]}`,
      headers: as(),
      payload: { ...practice, date: '2027-03-26', time: '18:00', endTime: '19:15', version: 0, scope: 'this' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const everywhere = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${ids[0]}`,
      headers: as(),
      payload: { ...practice, location: 'Indoor Hall', version: 0, scope: 'all', seriesVersion: await seriesVersion() },
    })
    expect(everywhere.statusCode, everywhere.body).toBe(200)
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/calendar-events/${ids[10]}`,
      headers: as(),
      query: { scope: 'following', seriesVersion: String(await seriesVersion()) },
    })
    expect(ended.statusCode, ended.body).toBe(204)

    const text = await feedText()
    const [byIcalJs, byPython] = [readWithIcalJs(text), await readWithPython(text)]
    const byUid = (events: ParsedEvent[]) => [...events].sort((a, b) => a.uid.localeCompare(b.uid))
    expect(byUid(byPython)).toEqual(byUid(byIcalJs))

    // The six from week 6 on stay in the feed as cancelled, so calendars that had them remove them.
    const kept = byIcalJs.filter((event) => event.status !== 'CANCELLED')
    expect(kept).toHaveLength(10)
    expect(byIcalJs.filter((event) => event.status === 'CANCELLED')).toHaveLength(6)
    expect(kept.map((event) => event.local).sort()).toEqual([
      '2027-03-16 17:30',
      '2027-03-18 17:30',
      '2027-03-23 17:30',
      '2027-03-26 18:00',
      '2027-03-30 17:30',
      '2027-04-01 17:30',
      '2027-04-06 17:30',
      '2027-04-08 17:30',
      '2027-04-13 17:30',
      '2027-04-15 17:30',
    ])
    // Greenwich time before the change, summer time after it: the same wall clock, an hour apart in UTC.
    expect(kept.find((event) => event.local.startsWith('2027-03-23'))!.instant).toBe('2027-03-23T17:30:00.000Z')
    expect(kept.find((event) => event.local.startsWith('2027-03-30'))!.instant).toBe('2027-03-30T16:30:00.000Z')

    // Every occurrence keeps the UID it was first published with, the moved one too.
    expect(kept.find((event) => event.local.startsWith('2027-03-26'))!.uid).toBe(uidOf.get('2027-03-25'))
    for (const event of kept.filter((one) => !one.local.startsWith('2027-03-26'))) {
      expect(event.uid).toBe(uidOf.get(event.local.slice(0, 10)))
    }
    // The place and its street address; the Thursday changed on its own keeps its own place.
    expect(kept.find((event) => event.local.startsWith('2027-03-26'))!.location).toBe(
      'North Field, 12 Mill Lane, Springfield',
    )
    expect(kept.find((event) => event.local.startsWith('2027-04-15'))!.location).toBe(
      'Indoor Hall, 12 Mill Lane, Springfield',
    )
  })

  it('leaves feed entries that a rebuild from the log reproduces exactly', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('calendar-feed')!)).toEqual([])
  })
})
