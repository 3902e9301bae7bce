import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { calendarEventValues, daysFromToday } from '../../../test/route-fixtures'
import { teamNamedAfter } from '../../../test/team-apps'
import type { App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { remindDueEvents } from './reminders.job'

const HOUR = 60 * 60 * 1000
const t = useTestDatabase()
let app: App
let outbox: DevOutbox
/** The reminder job's clock: far in the past until the test moves it, so the runner's own passes send nothing. */
let clock = new Date('2000-01-01T00:00:00Z')

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database, { now: () => clock }))
})
afterAll(() => app?.close())

const queued = (calendarEventId: string) =>
  t.owner.db
    .selectFrom('reminder_mail_outbox')
    .select(['key', 'user_id'])
    .where('key', 'like', `%:${calendarEventId}%`)
    .execute()

const manualReminders = async (calendarEventId: string) =>
  (
    await sql<{ type: string }>`
      select type from events where stream_id = ${`reminders:${calendarEventId}`} and type = 'ManualReminderSent'`.execute(
      t.owner.db,
    )
  ).rows

describe('a reminder by hand after the automatic one', () => {
  it('is refused within 12 hours of the job’s reminder, with when it may go again', async () => {
    const team = await teamNamedAfter(app, outbox, 'Poplar')
    await team.addPlayer([team.parent])
    // Tomorrow is inside the default lead time of 48 hours: the job reminds at its next pass.
    const { id: calendarEventId } = await team.scheduleCalendarEvent({
      ...calendarEventValues(),
      type: 'game',
      title: 'Cup tie',
      opponent: 'Rovers',
      date: daysFromToday(1),
    })
    clock = new Date()
    await remindDueEvents(app, clock)
    expect(await queued(calendarEventId)).toHaveLength(1)

    const url = `/api/calendar-events/${calendarEventId}/reminders`
    const headers = { origin: ORIGIN, cookie: team.coach.cookie }
    const status = (await app.inject({ method: 'GET', url, headers })).json()
    expect(status.automaticSentAt).not.toBeNull()
    expect(status.lastManualAt).toBeNull()
    expect(Date.parse(status.nextManualAt) - Date.parse(status.automaticSentAt)).toBe(12 * HOUR)

    const byHand = await app.inject({ method: 'POST', url, headers })
    expect(byHand.statusCode, byHand.body).toBe(409)
    expect(byHand.json().error).toMatchObject({ code: 'reminded-recently' })
    expect(byHand.json().error.message).toMatch(
      /^A reminder went out less than 12 hours ago\. You can send the next one after /,
    )
    expect(await manualReminders(calendarEventId)).toEqual([])
    expect(await queued(calendarEventId)).toHaveLength(1)
  })
})
