import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { calendarEventValues, daysFromToday, mailTo, type Member } from '../../../test/route-fixtures'
import { startOf } from '../../../test/games'
import { teamNamedAfter } from '../../../test/team-apps'
import type { App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { queueDueVolunteerReminders, remindVolunteers } from './volunteers.reminders'

/**
 * The reminder a volunteer gets the day before a need they signed up for, over a real database and the app's
 * clock: once per need and member, with the team's shared allergies for food and never a child's name.
 */

const HOUR = 60 * 60 * 1000
const t = useTestDatabase()
let app: App
let outbox: DevOutbox
/** The app's clock: far in the past unless a test moves it, so the runner's own passes queue nothing. */
let clock = new Date('2000-01-01T00:00:00Z')

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database, { now: () => clock }))
})
afterAll(() => app?.close())
afterEach(() => {
  clock = new Date('2000-01-01T00:00:00Z')
})

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

const freshTeam = (name: string) => teamNamedAfter(app, outbox, name)

const call = async (member: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: as(member), ...(payload ? { payload } : {}) })
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300)
  return response
}

/** A pass of the job at the clock's time, as the runner makes it. */
const pass = () => remindVolunteers(app, new AbortController().signal)

const queued = (needId: string) =>
  t.owner.db
    .selectFrom('volunteer_reminder_mail_outbox')
    .select(['user_id', 'subject', 'body'])
    .where('need_id', '=', needId)
    .orderBy('user_id')
    .execute()

const remindersTo = (member: Member) =>
  outbox.sent.filter((mail) => mail.to === member.email && mail.subject.includes('Reminder:'))

const game = { ...calendarEventValues(), type: 'game' as const, title: 'Cup tie', opponent: 'Rovers' }

describe('the volunteer reminder', () => {
  it('reminds each volunteer of a food need once, the day before, with the allergies and no child’s name', async () => {
    const team = await freshTeam('Maple')
    const allergicFamily = await team.addMember('parent')
    const withdrawn = await team.addMember('parent')
    const optedOut = await team.addMember('parent')
    const allergic = await team.addPlayer([allergicFamily])
    await call(allergicFamily, 'PUT', `/api/children/${allergic.id}/allergies`, { allergens: ['nuts'], shared: true })
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    const { id: needId } = await team.addVolunteerNeed({
      calendarEventId,
      type: 'snacks',
      slotsNeeded: 4,
      offsetMinutes: 45,
    })
    for (const member of [team.parent, withdrawn, optedOut]) {
      await call(member, 'POST', `/api/volunteer-needs/${needId}/sign-up`, {})
    }
    await call(withdrawn, 'DELETE', `/api/volunteer-needs/${needId}/sign-up`)
    await call(optedOut, 'PUT', '/api/volunteer-reminder-emails', { enabled: false })
    const needTime = (await startOf(app, team, calendarEventId)).getTime() + 45 * 60_000

    // 25 hours before the need: not yet due.
    clock = new Date(needTime - 25 * HOUR)
    await pass()
    expect(await queued(needId)).toEqual([])

    // 23 hours before: due. Two passes at once (two server instances) and one after (a restart) queue it once.
    clock = new Date(needTime - 23 * HOUR)
    const sentBefore = outbox.sent.length
    await Promise.all([pass(), pass()])
    await pass()
    const mails = await queued(needId)
    expect(mails.map((mail) => mail.user_id)).toEqual([team.parent.userId])

    const mail = await mailTo(outbox, team.parent.email, sentBefore)
    expect(mail?.subject).toMatch(/^Maple FC: Reminder: Snacks – Cup tie, /)
    expect(mail?.text).toContain('A reminder that you signed up for "Snacks – Cup tie" on ')
    expect(mail?.text).toContain('at North Field.')
    expect(mail?.text).toContain('Nut allergy in the team.\nPlease bring food that is safe for everyone.')
    expect(mail?.text).not.toContain(allergic.name)
    expect(mail?.text).toContain(`/t/${team.teamId}/volunteers`)
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/mail\/unsubscribe\//)

    await pass()
    expect(remindersTo(team.parent)).toHaveLength(1)
    expect(remindersTo(withdrawn)).toEqual([])
    expect(remindersTo(optedOut)).toEqual([])
    expect(remindersTo(allergicFamily)).toEqual([])
  })

  it('tells of no allergies for a need that is not food, in the volunteer’s language', async () => {
    const team = await freshTeam('Birch')
    const allergic = await team.addPlayer([team.coach])
    await call(team.coach, 'PUT', `/api/children/${allergic.id}/allergies`, { allergens: ['nuts'], shared: true })
    await call(team.parent, 'PUT', '/api/account/language', { language: 'de' })
    const { id: needId, calendarEventId } = await team.addVolunteerNeed({ type: 'setup', offsetMinutes: -30 })
    await call(team.parent, 'POST', `/api/volunteer-needs/${needId}/sign-up`, {})

    clock = new Date((await startOf(app, team, calendarEventId)).getTime() - 30 * 60_000 - 20 * HOUR)
    await pass()
    const [mail] = await queued(needId)
    expect(mail?.user_id).toBe(team.parent.userId)
    expect(mail?.subject).toMatch(/^Birch FC: Erinnerung: Aufbau – Training, /)
    expect(mail?.body).toContain('Zur Erinnerung: Du hast dich für „Aufbau – Training“ am ')
    expect(mail?.body).toContain('Hilf vor dem Anpfiff, Tore, Netze und Eckfahnen aufzubauen.')
    expect(mail?.body).not.toMatch(/allerg|safe for everyone|essen dürfen/i)
    expect(mail?.body).not.toContain(allergic.name)
  })

  it('follows a moved event, and reminds nobody of a need whose time has passed', async () => {
    const team = await freshTeam('Cedar')
    const values = { ...game, date: daysFromToday(7) }
    const { id: calendarEventId } = await team.scheduleCalendarEvent(values)
    const { id: needId } = await team.addVolunteerNeed({ calendarEventId, type: 'cleanup', offsetMinutes: 90 })
    await call(team.parent, 'POST', `/api/volunteer-needs/${needId}/sign-up`, {})
    const before = await startOf(app, team, calendarEventId)
    await call(team.coach, 'PUT', `/api/calendar-events/${calendarEventId}`, {
      ...values,
      date: daysFromToday(9),
      version: 1,
    })
    const after = await startOf(app, team, calendarEventId)
    expect(after.getTime()).toBeGreaterThan(before.getTime() + 24 * HOUR)

    // Where the reminder was due before the move, nothing; a day before the new time, the reminder.
    clock = new Date(before.getTime() + 90 * 60_000 - 23 * HOUR)
    await queueDueVolunteerReminders(app.platform.db, ORIGIN, clock)
    expect(await queued(needId)).toEqual([])

    // Once the need's time has passed (a server that was down all day), it is too late to remind.
    clock = new Date(after.getTime() + 90 * 60_000 + HOUR)
    await queueDueVolunteerReminders(app.platform.db, ORIGIN, clock)
    expect(await queued(needId)).toEqual([])

    clock = new Date(after.getTime() + 90 * 60_000 - 23 * HOUR)
    await queueDueVolunteerReminders(app.platform.db, ORIGIN, clock)
    expect((await queued(needId)).map((mail) => mail.user_id)).toEqual([team.parent.userId])
  })

  it('skips a reminder queued before its volunteer swapped the slot away, and reminds the one who took it', async () => {
    const team = await freshTeam('Alder')
    const taker = await team.addMember('parent')
    const { id: needId, calendarEventId } = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 1 })
    await call(team.parent, 'POST', `/api/volunteer-needs/${needId}/sign-up`, {})
    await call(team.parent, 'POST', `/api/volunteer-needs/${needId}/swap`)
    await call(taker, 'POST', `/api/volunteer-needs/${needId}/swap/take`, { from: team.parent.userId })
    // The first volunteer's reminder, as a pass a moment before the swap queued it. Written after the swap, so that
    // no sender (the app's runner sends what is due at once) can claim it before the swap is made.
    clock = new Date((await startOf(app, team, calendarEventId)).getTime() - 23 * HOUR)
    await t.owner.db
      .insertInto('volunteer_reminder_mail_outbox')
      .values({
        key: `${needId}:${team.parent.userId}`,
        need_id: needId,
        team_id: team.teamId,
        user_id: team.parent.userId,
        subject: 'Alder FC: Reminder: Snacks – Training',
        body: 'A reminder that you signed up for "Snacks – Training".',
      })
      .execute()

    await pass()
    const outcome = () =>
      t.owner.db
        .selectFrom('volunteer_reminder_mail_outbox')
        .select(['user_id', 'outcome'])
        .where('need_id', '=', needId)
        .orderBy('user_id')
        .execute()
    // Whichever sender claims it (this pass or the runner's), the swapped-away volunteer's is skipped.
    await expect
      .poll(async () => (await outcome()).find((row) => row.user_id === team.parent.userId)?.outcome)
      .toBe('skipped')
    expect(await mailTo(outbox, taker.email)).toBeDefined()
    expect(remindersTo(taker)).toHaveLength(1)
    expect(remindersTo(team.parent)).toEqual([])
  })
})
