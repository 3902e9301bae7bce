import type { VolunteerNeedView, VolunteersPage } from '@teamspace/domain/volunteers/volunteers.schemas'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { calendarEventValues, daysFromToday, type Member, type TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { openLivePage } from '../../../test/live-notices'
import { projections, type App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox
let team: TeamContext
let other: TeamContext

beforeAll(async () => {
  ;({ app, outbox, team, other } = await sessionAppWithTwoTeams(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const url = (needId?: string) => (needId ? `/api/volunteer-needs/${needId}` : '/api/volunteer-needs')

const page = async (member: Member) => {
  const response = await app.inject({ method: 'GET', url: url(), headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<VolunteersPage>()
}
const needOf = async (member: Member, needId: string) => (await page(member)).needs.find((n) => n.id === needId)
const add = (payload: object, member: Member = team.coach) =>
  app.inject({ method: 'POST', url: url(), headers: as(member), payload })
const change = (needId: string, payload: object, member: Member = team.coach) =>
  app.inject({ method: 'PUT', url: url(needId), headers: as(member), payload })
const remove = (needId: string, member: Member = team.coach) =>
  app.inject({ method: 'DELETE', url: url(needId), headers: as(member) })
const signUp = (needId: string, member: Member, note?: string) =>
  app.inject({
    method: 'POST',
    url: `${url(needId)}/sign-up`,
    headers: as(member),
    payload: note === undefined ? {} : { note },
  })
const withdraw = (needId: string, member: Member) =>
  app.inject({ method: 'DELETE', url: `${url(needId)}/sign-up`, headers: as(member) })

const minutes = (a: string, b: string) => (new Date(a).getTime() - new Date(b).getTime()) / 60_000

describe('adding volunteer needs', () => {
  it('lets a parent ask for help with an upcoming event: titled by type and event, timed by its offset', async () => {
    const game = await team.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers' })
    const created = await add(
      { calendarEventId: game.id, type: 'setup', slotsNeeded: 3, offsetMinutes: -30 },
      team.parent,
    )
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: string }>()

    const seen = await page(team.parent)
    const need = seen.needs.find((n) => n.id === id)!
    const calendarEvent = seen.calendarEvents.find((e) => e.id === game.id)!
    expect(need).toMatchObject({
      calendarEventId: game.id,
      calendarEventTitle: 'Cup tie',
      type: 'setup',
      title: 'Setup – Cup tie',
      description: 'Help put up the goals, nets and corner flags before kick-off.',
      ownDescription: '',
      offsetMinutes: -30,
      timeZone: 'Europe/London',
      location: 'North Field',
      slotsNeeded: 3,
      filled: 0,
      isFull: false,
      volunteers: [],
      signedUp: false,
      canManage: true,
      createdBy: team.parent.userId,
      createdByName: 'Pat Parent',
    })
    expect(minutes(need.startsAt, calendarEvent.startsAt)).toBe(-30)
    expect(calendarEvent).toMatchObject({ title: 'Cup tie', type: 'game', filled: 0, needed: 3 })

    // Coaches may change anyone's need; another parent may not.
    expect((await needOf(team.coach, id))!.canManage).toBe(true)
    const neighbour = await team.addMember('parent')
    expect((await needOf(neighbour, id))!.canManage).toBe(false)
  })

  it('reads typed numbers as the spec says: slots at least 1, non-numeric slots 1 and offset 0', async () => {
    const { id: calendarEventId } = await team.scheduleCalendarEvent()
    const created = await add({ calendarEventId, type: 'other', slotsNeeded: 'several', offsetMinutes: 'later' })
    expect(created.statusCode, created.body).toBe(201)
    expect(await needOf(team.coach, created.json().id)).toMatchObject({ slotsNeeded: 1, offsetMinutes: 0 })
    const zero = await add({ calendarEventId, type: 'snacks', slotsNeeded: 0, description: '  Fruit only  ' })
    expect(await needOf(team.coach, zero.json().id)).toMatchObject({ slotsNeeded: 1, description: 'Fruit only' })
  })

  it('answers each mistake with a clear message, and never adds to a past, deleted or foreign event', async () => {
    const missing = await add({ type: 'snacks' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toMatchObject({ calendarEventId: 'Please choose an event.' })

    const { id: calendarEventId } = await team.scheduleCalendarEvent()
    const tooMany = await add({ calendarEventId, slotsNeeded: 500 })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error.fields).toMatchObject({ slotsNeeded: 'A need can ask for at most 50 volunteers.' })
    const tooFar = await add({ calendarEventId, offsetMinutes: 5000 })
    expect(tooFar.json().error.fields).toMatchObject({
      offsetMinutes: 'The time must be within 24 hours (1440 minutes) of the event.',
    })

    const past = await team.schedulePastCalendarEvent(1)
    const late = await add({ calendarEventId: past.id })
    expect(late.statusCode).toBe(400)
    expect(late.json().error.message).toBe('Volunteer needs can only be added to upcoming events.')
    // Tomorrow at 00:01, a day before is already gone.
    const soon = await team.scheduleCalendarEvent({ date: daysFromToday(1), time: '00:01' })
    const gone = await add({ calendarEventId: soon.id, offsetMinutes: -1440 })
    expect(gone.statusCode).toBe(400)
    expect(gone.json().error.fields).toEqual({
      offsetMinutes: 'This time has already passed. Please choose a later one.',
    })

    const called = await team.scheduleCalendarEvent()
    await app.inject({ method: 'DELETE', url: `/api/calendar-events/${called.id}`, headers: as(team.coach) })
    expect((await add({ calendarEventId: called.id })).statusCode).toBe(404)

    const theirs = await other.scheduleCalendarEvent()
    const foreign = await add({ calendarEventId: theirs.id })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toBe('The event of this volunteer need no longer exists.')
  })

  it('adds the usual three needs with a calendar event, once however often the request is sent', async () => {
    const values = { ...calendarEventValues(), type: 'game', title: 'Derby', usualVolunteerNeeds: true }
    const headers = { ...as(team.coach), 'idempotency-key': 'derby-with-usual-needs' }
    const first = await app.inject({ method: 'POST', url: '/api/calendar-events', headers, payload: values })
    expect(first.statusCode, first.body).toBe(201)
    const again = await app.inject({ method: 'POST', url: '/api/calendar-events', headers, payload: values })
    expect(again.json()).toEqual(first.json())

    const { id } = first.json<{ id: string }>()
    const seen = await page(team.parent)
    const start = seen.calendarEvents.find((e) => e.id === id)!.startsAt
    const needs = seen.needs.filter((n) => n.calendarEventId === id)
    expect(needs.map((n) => [n.title, n.slotsNeeded, minutes(n.startsAt, start)])).toEqual([
      ['Setup – Derby', 3, -30],
      ['Snacks – Derby', 2, 0],
      ['Cleanup – Derby', 2, 120],
    ])
    expect(needs.every((n) => n.createdBy === team.coach.userId)).toBe(true)
    expect(seen.calendarEvents.find((e) => e.id === id)).toMatchObject({ filled: 0, needed: 7 })

    const plain = await team.scheduleCalendarEvent({ title: 'No helpers' })
    expect((await page(team.parent)).needs.some((n) => n.calendarEventId === plain.id)).toBe(false)
  })
})

describe('signing up and withdrawing', () => {
  it('fills a 2-slot need, says Full to the third, and opens again when someone withdraws', async () => {
    const { id } = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 2 })
    const [first, second, third] = [await team.addMember(), await team.addMember(), await team.addMember()]

    const booked = await signUp(id, first, 'Oranges and water')
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json<VolunteerNeedView>()).toMatchObject({ filled: 1, isFull: false, signedUp: true })
    expect((await signUp(id, second)).json<VolunteerNeedView>()).toMatchObject({ filled: 2, isFull: true })

    const full = await signUp(id, third)
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toMatchObject({
      code: 'full',
      message: 'Sorry, this is full: every slot has been taken.',
    })
    const twice = await signUp(id, first)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toMatchObject({
      code: 'already-signed-up',
      message: 'You are already signed up for this.',
    })

    const seen = (await needOf(team.parent, id))!
    expect(seen.volunteers.map((v) => [v.name, v.note])).toEqual([
      [first.name, 'Oranges and water'],
      [second.name, ''],
    ])
    expect(seen.signedUp).toBe(false)

    const withdrawn = await withdraw(id, first)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json<VolunteerNeedView>()).toMatchObject({ filled: 1, isFull: false, signedUp: false })
    // Withdrawing again has nothing to do.
    expect((await withdraw(id, first)).json<VolunteerNeedView>().filled).toBe(1)
    expect((await signUp(id, third)).statusCode).toBe(200)
    expect((await needOf(third, id))!.volunteers.map((v) => v.name)).toEqual([second.name, third.name])
  })

  it('lists a member’s own sign-ups as theirs only', async () => {
    const { id } = await team.addVolunteerNeed({ type: 'transportation' })
    const member = await team.addMember()
    await signUp(id, member)
    expect((await needOf(member, id))!.signedUp).toBe(true)
    expect((await needOf(team.coach, id))!.signedUp).toBe(false)
  })
})

describe('changing and removing needs', () => {
  it('lets the creator and any coach change a need, never below the people signed up', async () => {
    const { id } = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 3 })
    const changed = await change(
      id,
      { type: 'equipment', slotsNeeded: 3, offsetMinutes: -45, description: 'Balls' },
      team.parent,
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<VolunteerNeedView>()).toMatchObject({
      type: 'equipment',
      title: 'Equipment – Training',
      offsetMinutes: -45,
      description: 'Balls',
    })
    const neighbour = await team.addMember()
    const refused = await change(id, { type: 'other', slotsNeeded: 1 }, neighbour)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Only the person who added this need or a coach can change or remove it.')

    await signUp(id, neighbour)
    await signUp(id, team.parent)
    const below = await change(id, { type: 'equipment', slotsNeeded: 1 })
    expect(below.statusCode).toBe(400)
    expect(below.json().error.fields.slotsNeeded).toMatch(/More people have signed up than that/)
    expect((await change(id, { type: 'equipment', slotsNeeded: 2 })).statusCode).toBe(200)
    // An empty description gives the type's own text again.
    expect(await needOf(team.coach, id)).toMatchObject({
      slotsNeeded: 2,
      filled: 2,
      isFull: true,
      ownDescription: '',
      description: 'Bring the team bag: balls, bibs, cones, pump and the first-aid kit.',
    })
  })

  it('removes a need for its creator or a coach, and for nobody else', async () => {
    const { id } = await team.addVolunteerNeed()
    const neighbour = await team.addMember()
    const refused = await remove(id, neighbour)
    expect(refused.statusCode).toBe(403)
    expect((await remove(id, team.parent)).statusCode).toBe(204)
    expect(await needOf(team.coach, id)).toBeUndefined()
    const again = await remove(id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe('This volunteer need no longer exists.')
    expect((await signUp(id, neighbour)).statusCode).toBe(404)
  })

  it('tells the people signed up by e-mail when a need is removed, once each, and nobody else', async () => {
    const calendarEvent = await team.scheduleCalendarEvent({ title: 'Derby day', type: 'game', opponent: 'Rovers' })
    const { id } = await team.addVolunteerNeed({ calendarEventId: calendarEvent.id, type: 'setup', slotsNeeded: 3 })
    const [first, second, gone] = [await team.addMember(), await team.addMember(), await team.addMember()]
    for (const member of [first, second, gone]) expect((await signUp(id, member)).statusCode).toBe(200)
    await withdraw(id, gone)
    const before = outbox.sent.length

    expect((await remove(id)).statusCode).toBe(204)
    await expect.poll(() => outbox.sent.length - before).toBe(2)
    const mails = outbox.sent.slice(before)
    expect(mails.map((mail) => mail.to).sort()).toEqual([first.email, second.email].sort())
    expect(mails[0]!.subject).toBe('Riverside U10: Volunteer need removed: Setup – Derby day')
    expect(mails[0]!.text).toMatch(
      /^Casey Coach removed the volunteer need "Setup – Derby day" \(.+\) that you had signed up for\./,
    )
    // The link opens this team's page, even for a member whose current team is another.
    expect(mails[0]!.text).toContain(`${new URL(ORIGIN).origin}/t/${team.teamId}/volunteers`)

    // Removing a need nobody signed up for mails nobody; nothing is sent twice.
    const { id: quiet } = await team.addVolunteerNeed()
    expect((await remove(quiet)).statusCode).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(outbox.sent.length - before).toBe(2)
  })
})

describe('needs follow their calendar event', () => {
  it('move when the event moves, take its new title, and go when it is deleted', async () => {
    const calendarEvent = await team.scheduleCalendarEvent({ title: 'Friendly', date: daysFromToday(5), time: '10:00' })
    const { id } = await team.addVolunteerNeed({
      calendarEventId: calendarEvent.id,
      type: 'cleanup',
      offsetMinutes: 120,
    })
    const member = await team.addMember()
    await signUp(id, member)
    const before = (await needOf(member, id))!

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${calendarEvent.id}`,
      headers: as(team.coach),
      payload: {
        ...calendarEventValues(),
        title: 'Friendly rematch',
        date: daysFromToday(6),
        time: '12:30',
        version: 1,
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = (await needOf(member, id))!
    expect(minutes(after.startsAt, before.startsAt)).toBe(24 * 60 + 150)
    expect(after).toMatchObject({ title: 'Cleanup – Friendly rematch', filled: 1 })

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/calendar-events/${calendarEvent.id}`,
      headers: as(team.coach),
    })
    expect(deleted.statusCode).toBe(204)
    const seen = await page(member)
    expect(seen.needs.some((n) => n.id === id)).toBe(false)
    expect(seen.calendarEvents.some((e) => e.id === calendarEvent.id)).toBe(false)
    for (const response of [
      await signUp(id, team.parent),
      await withdraw(id, member),
      await change(id, { type: 'snacks' }),
    ])
      expect(response.statusCode).toBe(404)
  })
})

describe('the calendar feed', () => {
  const feedOf = async (member: Member) => {
    const link = await app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as(member), payload: {} })
    expect(link.statusCode, link.body).toBe(201)
    const response = await app.inject({ method: 'GET', url: new URL(link.json<{ url: string }>().url).pathname })
    expect(response.statusCode).toBe(200)
    const calendar = new ICAL.Component(ICAL.parse(response.body))
    return calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        sequence: event.sequence,
        description: event.description,
      }
    })
  }

  it('lists a member’s own sign-ups at the need’s time, and follows the need and its event', async () => {
    const calendarEvent = await team.scheduleCalendarEvent({ title: 'Feed friendly', date: daysFromToday(9) })
    const { id } = await team.addVolunteerNeed({
      calendarEventId: calendarEvent.id,
      type: 'setup',
      offsetMinutes: -30,
      slotsNeeded: 3,
    })
    const member = await team.addMember()
    const bystander = await team.addMember()
    expect((await signUp(id, member, 'I have the pump')).statusCode).toBe(200)

    const volunteering = (entries: Awaited<ReturnType<typeof feedOf>>) =>
      entries.filter((entry) => entry.summary.startsWith('Volunteering:'))
    const [entry] = volunteering(await feedOf(member))
    const game = (await feedOf(member)).find((e) => e.summary.includes('Feed friendly'))!
    expect(entry).toMatchObject({ summary: 'Volunteering: Setup – Feed friendly' })
    expect(minutes(entry!.start, game.start)).toBe(-30)
    expect(entry!.description).toContain('Your note: I have the pump')
    expect(volunteering(await feedOf(bystander))).toEqual([])

    // The event moves an hour later: the entry moves with it, under the same UID with a higher SEQUENCE.
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${calendarEvent.id}`,
      headers: as(team.coach),
      payload: { ...calendarEventValues(), title: 'Feed friendly', date: daysFromToday(9), time: '11:00', version: 1 },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const [after] = volunteering(await feedOf(member))
    expect(after!.uid).toBe(entry!.uid)
    expect(minutes(after!.start, entry!.start)).toBe(60)
    expect(after!.sequence).toBeGreaterThan(entry!.sequence)

    // Withdrawn, it leaves the feed.
    await withdraw(id, member)
    expect(volunteering(await feedOf(member))).toEqual([])
  })
})

describe('another team', () => {
  it('sees nothing of this team’s needs and can do nothing with them', async () => {
    const { id } = await team.addVolunteerNeed({ description: 'Riverside secret snack plan' })
    expect(JSON.stringify(await page(other.coach))).not.toContain('Riverside secret snack plan')
    for (const response of [
      await signUp(id, other.parent),
      await withdraw(id, other.parent),
      await change(id, { type: 'snacks' }, other.coach),
      await remove(id, other.coach),
    ])
      expect(response.statusCode).toBe(404)
    expect((await needOf(team.coach, id))!.description).toBe('Riverside secret snack plan')
  })
})

describe('live', () => {
  it('tells the team’s open pages when a need, a sign-up or its calendar event changes', async () => {
    const live = await openLivePage(app, team.parent)
    const heard = () => live.heard(['volunteers'])
    try {
      const { id, calendarEventId } = await team.addVolunteerNeed()
      await heard()
      expect((await signUp(id, team.coach)).statusCode).toBe(200)
      await heard()
      expect((await withdraw(id, team.coach)).statusCode).toBe(200)
      await heard()
      await app.inject({ method: 'DELETE', url: `/api/calendar-events/${calendarEventId}`, headers: as(team.coach) })
      await heard()
    } finally {
      live.close()
    }
  })
})

describe('the read tables', () => {
  it('equal a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('volunteers')!)).toEqual([])
  })
})
