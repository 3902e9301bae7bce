import type { CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, type Founder } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { sessionAppWithTwoFounders } from '../../../test/team-apps'
import type { App } from '../../app'
import { admissionMessages, TeamAdmission } from './team-admission'

const t = useTestDatabase()
let app: App
let busy: Founder
let other: Founder

beforeAll(async () => {
  ;({ app, riverside: busy, hillside: other } = await sessionAppWithTwoFounders(t.database))
})
afterAll(() => app?.close())

/** Guards against a hang only: nothing here is timed. */
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 240_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('never happened')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

// Every day for eight weeks: a series is admitted as heavy whatever its length (a year of days takes seconds on a
// loaded machine, and twenty of them one after another would make this test long, not truer).
const everyDayForEightWeeks = (title: string) => ({
  title,
  type: 'practice',
  date: '2031-01-01',
  time: '17:30',
  location: 'North Field',
  repeat: { weekdays: [0, 1, 2, 3, 4, 5, 6], interval: 1, until: '2031-02-25' },
})

// Only a server's pool of connections can be starved: the embedded database has one, which every request waits for.
describe.skipIf(!isPostgresServer())('heavy writes are admitted per team', () => {
  it('serves another team’s reads while one team’s twenty series wait their turn, and makes all twenty', async () => {
    const { admission } = app.platform
    let seriesDone = 0
    let mostUnderWay = 0
    const series = Array.from({ length: 20 }, (_, i) =>
      app
        .inject({
          method: 'POST',
          url: '/api/calendar-series',
          headers: { origin: ORIGIN, cookie: busy.cookie },
          payload: everyDayForEightWeeks(`Practice ${i + 1}`),
        })
        .then((response) => {
          seriesDone += 1
          return response
        }),
    )
    const watching = setInterval(() => {
      mostUnderWay = Math.max(mostUnderWay, admission.load(busy.teamId).underWay)
    }, 1)
    try {
      await until(() => admission.load(busy.teamId).waiting > 0)
      const read = await app.inject({ method: 'GET', url: '/api/calendar-events', headers: { cookie: other.cookie } })
      // The other team's read was answered while the busy team's series were still queued behind each other.
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json<CalendarList>().upcoming).toEqual([])
      expect(seriesDone).toBeLessThan(20)
      expect(admission.load(busy.teamId).waiting).toBeGreaterThan(0)

      const responses = await Promise.all(series)
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201))
    } finally {
      clearInterval(watching)
    }
    expect(mostUnderWay).toBe(1)
    expect(admission.load(busy.teamId)).toEqual({ underWay: 0, waiting: 0 })
    const count = await t.owner.db
      .selectFrom('calendar_series')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('team_id', '=', busy.teamId)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(20)
  }, 300_000)
})

describe('a team’s queue', () => {
  it('runs a team’s heavy writes one at a time in the order they came, and another team’s beside them', async () => {
    const admission = new TeamAdmission()
    const order: string[] = []
    const gates = new Map<string, () => void>()
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(`start ${name}`)
        gates.set(name, () => {
          order.push(`end ${name}`)
          resolve(name)
        })
      })
    const a1 = admission.run('a', work('a1'))
    const a2 = admission.run('a', work('a2'))
    const b1 = admission.run('b', work('b1'))
    await until(() => gates.has('a1') && gates.has('b1'))
    expect(order).toEqual(['start a1', 'start b1'])
    expect(admission.load('a')).toEqual({ underWay: 1, waiting: 1 })
    gates.get('b1')!()
    gates.get('a1')!()
    await until(() => gates.has('a2'))
    gates.get('a2')!()
    expect(await Promise.all([a1, a2, b1])).toEqual(['a1', 'a2', 'b1'])
    expect(order).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2'])
  })

  it('refuses with 429 once too many wait, and goes on after a write that failed', async () => {
    const admission = new TeamAdmission(1, 1)
    let release!: () => void
    const first = admission.run('a', () => new Promise<void>((resolve) => (release = resolve)))
    const failing = admission.run('a', () => Promise.reject(new Error('refused')))
    await expect(admission.run('a', async () => 'too many')).rejects.toMatchObject({
      statusCode: 429,
      message: admissionMessages.busy,
    })
    release()
    await first
    await expect(failing).rejects.toThrow('refused')
    expect(await admission.run('a', async () => 'after')).toBe('after')
    expect(admission.load('a')).toEqual({ underWay: 0, waiting: 0 })
  })
})
