import type { ScheduleChangeStatus } from '@teamspace/domain/reminders/reminders.schemas'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { calendarEventValues, daysFromToday, mailTo, type Member, type TeamContext } from '../../../test/route-fixtures'
import { startOf } from '../../../test/games'
import { teamNamedAfter } from '../../../test/team-apps'
import { subscribeDevice } from '../../../test/push-devices'
import { projections, type App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { verifyProjection } from '../../platform/projections/rebuild'
import { remindDueEvents } from './reminders.job'

const HOUR = 60 * 60 * 1000
const t = useTestDatabase()
let app: App
let outbox: DevOutbox
/** The reminder job's clock: far in the past unless a test moves it, so the runner's own passes send nothing. */
let clock = new Date('2000-01-01T00:00:00Z')

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database, { now: () => clock }))
})
afterAll(() => app?.close())
// Every test's events start at the same hour: the clock goes back, or the runner's passes would remind the next test's.
afterEach(() => {
  clock = new Date('2000-01-01T00:00:00Z')
})

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

const freshTeam = (name: string) => teamNamedAfter(app, outbox, name)

const game = { ...calendarEventValues(), type: 'game' as const, title: 'Cup tie', opponent: 'Rovers' }

const answer = async (calendarEventId: string, playerId: string, member: Member) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/calendar-events/${calendarEventId}/availability/${playerId}`,
    headers: as(member),
    payload: { answer: 'going' },
  })
  expect(response.statusCode, response.body).toBe(200)
}

const setLead = (member: Member, leadHours: number) =>
  app.inject({ method: 'PUT', url: '/api/reminder-settings', headers: as(member), payload: { leadHours } })

const queued = (calendarEventId: string) =>
  t.owner.db
    .selectFrom('reminder_mail_outbox')
    .select(['user_id', 'player_ids', 'subject', 'body'])
    .where('key', 'like', `%:${calendarEventId}:%`)
    .orderBy('user_id')
    .execute()

/** The reminders of a calendar event its log holds, of one kind (the job's, or a coach's by hand). */
const remindersOf = async (calendarEventId: string, type: 'AutomaticReminderSent' | 'ManualReminderSent') =>
  (
    await sql<{ data: { playerIds: string[] } }>`
      select data from events where stream_id = ${`reminders:${calendarEventId}`} and type = ${type}`.execute(
      t.owner.db,
    )
  ).rows.map((row) => row.data)
const automaticReminders = (calendarEventId: string) => remindersOf(calendarEventId, 'AutomaticReminderSent')

describe('the reminder job', () => {
  it('reminds once per unanswered child at the team’s lead time, and nobody who answered', async () => {
    const team = await freshTeam('Hazel')
    const otherParent = await team.addMember('parent')
    expect((await setLead(team.coach, 24)).statusCode).toBe(200)
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    const mia = await team.addPlayer([team.parent])
    const leo = await team.addPlayer([team.parent])
    const sam = await team.addPlayer([otherParent])
    await answer(calendarEventId, sam.id, otherParent)
    const start = await startOf(app, team, calendarEventId)

    // 25 hours before: not yet due.
    clock = new Date(start.getTime() - 25 * HOUR)
    await remindDueEvents(app, clock)
    expect(await queued(calendarEventId)).toEqual([])
    expect(await automaticReminders(calendarEventId)).toEqual([])

    // 23 hours before: due. Two passes at once (two server instances) send it once.
    clock = new Date(start.getTime() - 23 * HOUR)
    await Promise.all([remindDueEvents(app, clock), remindDueEvents(app, clock)])
    await remindDueEvents(app, clock)
    const reminders = await automaticReminders(calendarEventId)
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.playerIds.toSorted()).toEqual([mia.id, leo.id].toSorted())
    const mails = await queued(calendarEventId)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.user_id).toBe(team.parent.userId)
    expect(mails[0]!.player_ids.toSorted()).toEqual([mia.id, leo.id].toSorted())

    const mail = await mailTo(outbox, team.parent.email)
    expect(mail?.subject).toContain(`Please answer for ${mia.name} and ${leo.name}`)
    expect(mail?.text).toContain(`/t/${team.teamId}/calendar?event=${calendarEventId}`)
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/mail\/unsubscribe\//)
    expect(outbox.sent.some((sent) => sent.to === otherParent.email && sent.subject.includes('Please answer'))).toBe(
      false,
    )
  })

  it('tells a family bringing snacks the allergies shared in the team, without the child’s name', async () => {
    const team = await freshTeam('Aspen')
    const otherParent = await team.addMember('parent')
    expect((await setLead(team.coach, 24)).statusCode).toBe(200)
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    await team.addPlayer([team.parent])
    const allergic = await team.addPlayer([otherParent])
    await answer(calendarEventId, allergic.id, otherParent)
    const shared = await app.inject({
      method: 'PUT',
      url: `/api/children/${allergic.id}/allergies`,
      headers: as(otherParent),
      payload: { allergens: ['nuts'], shared: true },
    })
    expect(shared.statusCode, shared.body).toBe(200)
    const { id: needId } = await team.addVolunteerNeed({ calendarEventId, type: 'snacks' })
    const signUp = await app.inject({
      method: 'POST',
      url: `/api/volunteer-needs/${needId}/sign-up`,
      headers: as(team.parent),
      payload: {},
    })
    expect(signUp.statusCode, signUp.body).toBe(200)

    clock = new Date((await startOf(app, team, calendarEventId)).getTime() - 23 * HOUR)
    await remindDueEvents(app, clock)
    const [mail] = await queued(calendarEventId)
    expect(mail?.user_id).toBe(team.parent.userId)
    expect(mail?.body).toContain('You signed up to bring food for Cup tie vs Rovers.')
    expect(mail?.body).toContain('- Nut allergy in the team')
    expect(mail?.body).not.toContain(allergic.name)
  })

  it('sends nothing for a team that turned reminders off, for a team event, or once the event has begun', async () => {
    const team = await freshTeam('Rowan')
    const { id: practice } = await team.scheduleCalendarEvent({ ...calendarEventValues(), type: 'practice' })
    const { id: social } = await team.scheduleCalendarEvent({ ...calendarEventValues(), type: 'event', title: 'BBQ' })
    await team.addPlayer([team.parent])
    const start = await startOf(app, team, practice)
    expect((await setLead(team.coach, 0)).statusCode).toBe(200)
    clock = new Date(start.getTime() - HOUR)
    await remindDueEvents(app, clock)
    expect(await automaticReminders(practice)).toEqual([])
    expect(await automaticReminders(social)).toEqual([])

    expect((await setLead(team.coach, 48)).statusCode).toBe(200)
    clock = new Date(start.getTime() + HOUR)
    await remindDueEvents(app, clock)
    expect(await automaticReminders(practice)).toEqual([])
    clock = new Date(start.getTime() - HOUR)
    await remindDueEvents(app, clock)
    expect(await automaticReminders(practice)).toHaveLength(1)
    expect(await automaticReminders(social)).toEqual([])
  })

  it('leaves out a member who turned reminder mails off', async () => {
    const team = await freshTeam('Aspen')
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    await team.addPlayer([team.parent])
    const off = await app.inject({
      method: 'PUT',
      url: '/api/reminder-emails',
      headers: as(team.parent),
      payload: { enabled: false },
    })
    expect(off.statusCode, off.body).toBe(200)
    clock = new Date((await startOf(app, team, calendarEventId)).getTime() - HOUR)
    await remindDueEvents(app, clock)
    expect(await automaticReminders(calendarEventId)).toHaveLength(1)
    expect(await queued(calendarEventId)).toEqual([])
  })
  it('reaches a member with a subscribed phone by push instead of e-mail, without naming the child', async () => {
    const team = await freshTeam('Linden')
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    const child = await team.addPlayer([team.parent])
    const subscribed = await subscribeDevice(app, as(team.parent), 'http://127.0.0.1:9/push/linden-parent')
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300)
    clock = new Date((await startOf(app, team, calendarEventId)).getTime() - HOUR)
    await remindDueEvents(app, clock)

    expect(await automaticReminders(calendarEventId)).toHaveLength(1)
    expect(await queued(calendarEventId)).toEqual([])
    const pushes = await t.owner.db
      .selectFrom('push_outbox')
      .select(['user_id', 'kind', 'title', 'body', 'url'])
      .where('team_id', '=', team.teamId)
      .where('kind', '=', 'reminders')
      .execute()
    expect(pushes).toHaveLength(1)
    expect(pushes[0]).toMatchObject({
      user_id: team.parent.userId,
      url: `/t/${team.teamId}/calendar?event=${calendarEventId}`,
    })
    expect(pushes[0]!.body).toContain('Cup tie vs Rovers')
    expect(`${pushes[0]!.title} ${pushes[0]!.body}`).not.toContain(child.name)
  })
})

describe('the team’s reminder setting', () => {
  it('is 48 hours until a coach chooses; only a coach chooses, among the choices offered', async () => {
    const team = await freshTeam('Birch')
    const get = async () =>
      (await app.inject({ method: 'GET', url: '/api/reminder-settings', headers: as(team.parent) })).json<unknown>()
    expect(await get()).toEqual({ leadHours: 48 })
    expect((await setLead(team.coach, 72)).json()).toEqual({ leadHours: 72 })
    expect(await get()).toEqual({ leadHours: 72 })
    expect((await setLead(team.parent, 24)).statusCode).toBe(403)
    const odd = await setLead(team.coach, 36)
    expect(odd.statusCode).toBe(400)
    expect(odd.json().error.message).toBe('Choose Off, 24, 48 or 72 hours.')
    expect(await get()).toEqual({ leadHours: 72 })
  })
})

describe('a reminder by hand', () => {
  it('reminds the ones who have not answered, and is refused within 12 hours with when it may go again', async () => {
    const team = await freshTeam('Cedar')
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    await team.addPlayer([team.parent])
    const answered = await team.addPlayer([team.parent])
    await answer(calendarEventId, answered.id, team.parent)
    await team.addPlayer()
    const url = `/api/calendar-events/${calendarEventId}/reminders`

    const before = (await app.inject({ method: 'GET', url, headers: as(team.coach) })).json()
    // A player with no family on the team is counted as not answered, as the availability panel counts them, and
    // told apart, since no reminder reaches them.
    expect(before).toMatchObject({
      asksForAvailability: true,
      unanswered: 2,
      withoutFamily: 1,
      recipients: 1,
      nextManualAt: null,
    })
    expect((await app.inject({ method: 'POST', url, headers: as(team.parent) })).statusCode).toBe(403)

    const first = await app.inject({ method: 'POST', url, headers: as(team.coach) })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ reminded: 1, recipients: 1 })
    expect(await queued(calendarEventId)).toHaveLength(1)
    const mail = await mailTo(outbox, team.parent.email, 0)
    expect(mail?.subject).toContain('Please answer for')

    const second = await app.inject({ method: 'POST', url, headers: as(team.coach) })
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toMatchObject({ code: 'reminded-recently' })
    expect(second.json().error.message).toMatch(
      /^A reminder went out less than 12 hours ago\. You can send the next one after /,
    )
    expect(await queued(calendarEventId)).toHaveLength(1)

    const after = (await app.inject({ method: 'GET', url, headers: as(team.coach) })).json()
    expect(after.lastManualAt).not.toBeNull()
    expect(Date.parse(after.nextManualAt) - Date.parse(after.lastManualAt)).toBe(12 * HOUR)
  })

  it('is refused when everyone has answered', async () => {
    const team = await freshTeam('Elm')
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    const child = await team.addPlayer([team.parent])
    await answer(calendarEventId, child.id, team.parent)
    const response = await app.inject({
      method: 'POST',
      url: `/api/calendar-events/${calendarEventId}/reminders`,
      headers: as(team.coach),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Everyone has answered: there is nobody to remind.')
  })

  it('is refused within 12 hours of the job’s reminder, with when it may go again', async () => {
    const team = await freshTeam('Poplar')
    await team.addPlayer([team.parent])
    // Tomorrow is inside the default lead time of 48 hours: the job reminds at its next pass.
    const { id: calendarEventId } = await team.scheduleCalendarEvent({ ...game, date: daysFromToday(1) })
    clock = new Date()
    await remindDueEvents(app, clock)
    expect(await queued(calendarEventId)).toHaveLength(1)

    const url = `/api/calendar-events/${calendarEventId}/reminders`
    const status = (await app.inject({ method: 'GET', url, headers: as(team.coach) })).json()
    expect(status.automaticSentAt).not.toBeNull()
    expect(status.lastManualAt).toBeNull()
    expect(Date.parse(status.nextManualAt) - Date.parse(status.automaticSentAt)).toBe(12 * HOUR)

    const byHand = await app.inject({ method: 'POST', url, headers: as(team.coach) })
    expect(byHand.statusCode, byHand.body).toBe(409)
    expect(byHand.json().error).toMatchObject({ code: 'reminded-recently' })
    expect(byHand.json().error.message).toMatch(
      /^A reminder went out less than 12 hours ago\. You can send the next one after /,
    )
    expect(await remindersOf(calendarEventId, 'ManualReminderSent')).toEqual([])
    expect(await queued(calendarEventId)).toHaveLength(1)
  })
})

describe('“Got it” for a schedule change', () => {
  const status = async (calendarEventId: string, member: Member) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/calendar-events/${calendarEventId}/schedule-change`,
      headers: as(member),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<ScheduleChangeStatus>()
  }
  const gotIt = (calendarEventId: string, member: Member) =>
    app.inject({
      method: 'POST',
      url: `/api/calendar-events/${calendarEventId}/schedule-change/acknowledgement`,
      headers: as(member),
    })
  const change = async (team: TeamContext, calendarEventId: string, values: object, version: number) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${calendarEventId}`,
      headers: as(team.coach),
      payload: { ...game, ...values, version },
    })
    expect(response.statusCode, response.body).toBe(200)
  }

  it('asks each family to confirm a change of time or place, shows the coach who has not, and asks again after the next', async () => {
    const team = await freshTeam('Maple')
    const otherParent = await team.addMember('parent')
    const { id: calendarEventId } = await team.scheduleCalendarEvent(game)
    await team.addPlayer([team.parent])
    await team.addPlayer([otherParent])
    expect((await status(calendarEventId, team.parent)).change).toBeNull()
    expect((await gotIt(calendarEventId, team.parent)).statusCode).toBe(400)

    await change(team, calendarEventId, { location: 'South Field' }, 1)
    const asked = await status(calendarEventId, team.parent)
    expect(asked).toMatchObject({ asked: true, acknowledged: false, seen: null })
    expect(asked.change).toMatchObject({
      title: game.title,
      opponent: game.opponent,
      moved: false,
      relocated: true,
      location: 'South Field',
      previousLocation: 'North Field',
    })
    const coachView = await status(calendarEventId, team.coach)
    expect(coachView).toMatchObject({ asked: false })
    expect(coachView.seen).toEqual({
      seen: 0,
      total: 2,
      notYet: expect.arrayContaining([
        { userId: team.parent.userId, name: team.parent.name },
        { userId: otherParent.userId, name: otherParent.name },
      ]),
    })

    const confirmed = await gotIt(calendarEventId, team.parent)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ asked: true, acknowledged: true })
    expect((await gotIt(calendarEventId, team.parent)).statusCode).toBe(200)
    expect((await status(calendarEventId, team.coach)).seen).toEqual({
      seen: 1,
      total: 2,
      notYet: [{ userId: otherParent.userId, name: otherParent.name }],
    })
    // The coach has no child on the roster: nothing to confirm.
    expect((await gotIt(calendarEventId, team.coach)).statusCode).toBe(403)

    // Only the description: nobody is asked again.
    await change(team, calendarEventId, { location: 'South Field', description: 'Bring water' }, 2)
    expect(await status(calendarEventId, team.parent)).toMatchObject({ acknowledged: true })

    // Another time: asked again.
    await change(team, calendarEventId, { location: 'South Field', description: 'Bring water', time: '11:30' }, 3)
    const again = await status(calendarEventId, team.parent)
    expect(again).toMatchObject({ asked: true, acknowledged: false })
    expect(again.change).toMatchObject({ moved: true, relocated: false })
    expect((await status(calendarEventId, team.coach)).seen?.seen).toBe(0)
  })

  it('follows a repeating practice: a change of all events, of one, and of this and the following ones', async () => {
    const team = await freshTeam('Birch')
    await team.addPlayer([team.parent])
    const practice = {
      ...calendarEventValues(),
      title: 'Practice',
      type: 'practice' as const,
      date: '2027-03-16',
      time: '17:30',
      endTime: '18:45',
      location: 'North Field',
      repeat: { weekdays: [2], interval: 1, until: '2027-04-06' },
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/calendar-series',
      headers: as(team.coach),
      payload: practice,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { ids } = created.json<{ ids: string[] }>()
    expect(ids).toHaveLength(4)
    const [first, second, third] = ids as [string, string, string, string]
    const seriesVersion = async (calendarEventId: string) =>
      (
        await app.inject({ method: 'GET', url: `/api/calendar-events/${calendarEventId}`, headers: as(team.coach) })
      ).json<{ series: { version: number } }>().series.version
    const changeSeries = async (calendarEventId: string, scope: 'this' | 'all' | 'following', values: object) => {
      const view = (
        await app.inject({ method: 'GET', url: `/api/calendar-events/${calendarEventId}`, headers: as(team.coach) })
      ).json<{ version: number; date: string }>()
      const response = await app.inject({
        method: 'PUT',
        url: `/api/calendar-events/${calendarEventId}`,
        headers: as(team.coach),
        payload: {
          ...practice,
          date: view.date,
          ...values,
          version: view.version,
          scope,
          ...(scope === 'this' ? {} : { seriesVersion: await seriesVersion(calendarEventId) }),
        },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    expect((await status(second, team.parent)).change).toBeNull()

    // Every event to another place: each asks the family, once.
    await changeSeries(first, 'all', { location: 'Indoor Hall' })
    for (const id of [first, second, third])
      expect((await status(id, team.parent)).change).toMatchObject({
        relocated: true,
        moved: false,
        location: 'Indoor Hall',
        previousLocation: 'North Field',
      })
    expect((await gotIt(second, team.parent)).statusCode).toBe(200)
    expect(await status(second, team.parent)).toMatchObject({ asked: true, acknowledged: true })
    expect((await status(second, team.coach)).seen).toMatchObject({ seen: 1, total: 1 })

    // That one moved on its own: asked again, from what the family confirmed.
    await changeSeries(second, 'this', { location: 'Indoor Hall', time: '18:00', endTime: '19:15' })
    const moved = await status(second, team.parent)
    expect(moved).toMatchObject({ asked: true, acknowledged: false })
    expect(moved.change).toMatchObject({ moved: true, relocated: false })
    expect((await gotIt(second, team.parent)).statusCode).toBe(200)

    // Another place for all again: the one changed on its own keeps its place and the family's confirmation.
    await changeSeries(first, 'all', { location: 'South Field' })
    expect(await status(second, team.parent)).toMatchObject({ acknowledged: true })
    expect((await status(third, team.parent)).change).toMatchObject({ location: 'South Field' })

    // This and the following at 19:00: the same dates under the series that takes over ask the family again.
    await changeSeries(third, 'following', { location: 'South Field', time: '19:00', endTime: '20:15' })
    const list = await app.inject({
      method: 'GET',
      url: '/api/calendar-events',
      headers: as(team.parent),
      query: { from: '2027-03-29', to: '2027-04-07' },
    })
    const after = list.json<{ upcoming: { id: string; title: string; time: string }[] }>().upcoming
    expect(after.map((event) => event.time)).toEqual(['19:00', '19:00'])
    for (const event of after) {
      expect(ids).not.toContain(event.id)
      expect((await status(event.id, team.parent)).change).toMatchObject({ moved: true, relocated: false })
    }
  })

  it('keeps the reminders’ tables equal to a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('reminders')!)).toEqual([])
  })
})
