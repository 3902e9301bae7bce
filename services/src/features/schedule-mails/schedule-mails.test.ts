import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { calendarEventOf, localDateIn } from '../../../test/calendar-log'
import { useTestDatabase } from '../../../test/database'
import { inTeam, joinAnotherTeam } from '../../../test/several-teams'
import { bodyOf, headerOf, startSmtpListener, subjectOf } from '../../../test/smtp-listener'
import { untilSettled } from '../../../test/subscribers'
import type { App } from '../../app'
import { SmtpMail, type MailPort } from '../../platform/mail/mail'
import { SCHEDULE_MAIL_SUBSCRIBER } from './schedule-mails.subscriber'

const t = useTestDatabase()
/** The merge window in these tests: long enough to restart the server inside it, also on a loaded machine. */
const WINDOW_MS = 4_000
const ZONE = 'America/New_York'

let smtp: Awaited<ReturnType<typeof startSmtpListener>>
let app: App

const start = async (mail?: MailPort) => {
  ;({ app } = await buildSessionApp(t.database, {
    mail: mail ?? new SmtpMail(smtp.url, 'Team Space <no-reply@example.org>'),
    features: { 'schedule-mails': { mergeWindowMs: WINDOW_MS } },
    subscriberPollMs: 250,
  }))
  await app.ready()
}
/** Stops the server and starts a new one on the same database, as a deploy or a crash and restart would. */
const restart = async (mail?: MailPort) => {
  await app.close()
  await start(mail)
}

type Member = { email: string; cookie: string; userId: string }
let coach: Member & { teamId: string }
let going: Member
let optedOut: Member

const coachSends = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: { origin: ORIGIN, cookie: coach.cookie }, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response
}
/** Changes a calendar event as the coach does in its dialog: the form's values, at the version it was looking at. */
const edit = async (calendarEventId: string, values: Record<string, string>) => {
  const current = await app.inject({
    method: 'GET',
    url: `/api/calendar-events/${calendarEventId}`,
    headers: { cookie: coach.cookie },
  })
  const { title, type, date, time, location, opponent, description, version } = current.json()
  await coachSends('PUT', `/api/calendar-events/${calendarEventId}`, {
    ...{ title, type, date, time, location, opponent, description, version },
    ...values,
  })
}

const mailsTo = (email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => ({ subject: subjectOf(mail.raw), text: bodyOf(mail.raw), raw: mail.raw }))
const allMails = () => smtp.received.length
/**
 * Every window opened so far has closed and its mails have gone out: the subscriber has read the whole log and
 * holds no open window nor unsent mail, so nothing more can come of the changes made so far.
 */
const settled = () =>
  untilSettled(t.database.db, SCHEDULE_MAIL_SUBSCRIBER, {
    pending: ['schedule_mail_pending'],
    outboxes: ['schedule_mail_outbox'],
  })

beforeAll(async () => {
  smtp = await startSmtpListener()
  await start()
  coach = await setUpTeam(app, { teamName: 'Riverside U10' })
  const zone = await app.inject({
    method: 'PATCH',
    url: '/api/team',
    headers: { origin: ORIGIN, cookie: coach.cookie },
    payload: { name: 'Riverside U10', ageGroup: 'U10', timeZone: ZONE },
  })
  expect(zone.statusCode, zone.body).toBe(200)
  going = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
  optedOut = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
  const off = await app.inject({
    method: 'PUT',
    url: '/api/schedule-emails',
    headers: { origin: ORIGIN, cookie: optedOut.cookie },
    payload: { enabled: false },
  })
  expect(off.statusCode, off.body).toBe(200)
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

describe('schedule-change e-mails', () => {
  it('merges three edits within the window into one mail per opted-in member but the editor, across a restart, and never sends it twice', async () => {
    const date = localDateIn(3, ZONE)
    const practice = await coachSends('POST', '/api/calendar-events', {
      title: 'Practice',
      type: 'practice',
      date,
      time: '10:00',
      location: 'North Field',
    })
    const id = practice.json<{ id: string }>().id
    const before = allMails()

    // Three edits through the calendar's own route, the server restarting between the second and the third.
    await edit(id, { time: '11:00' })
    await edit(id, { location: 'South Field' })
    await restart()
    await edit(id, { time: '11:30' })

    await expect.poll(() => mailsTo(going.email).length).toBe(1)
    const [mail] = mailsTo(going.email)
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${date}T12:00:00Z`))
    expect(mail!.subject).toBe(`Riverside U10: Schedule change: Practice on ${day}`)
    expect(mail!.text).toMatch(new RegExp(`When: ${day}, 10:00 AM E[SD]T → ${day}, 11:30 AM E[SD]T`))
    expect(mail!.text).toContain('Where: North Field → South Field')
    // Its links open this team's pages, even for a member whose current team is another.
    expect(mail!.text).toContain(`See the team calendar: http://localhost/t/${coach.teamId}/calendar`)
    expect(mail!.text).toContain(`turn them off in your profile: http://localhost/t/${coach.teamId}/profile`)
    // An automatic mail the member may turn off with one click (RFC 8058).
    expect(headerOf(mail!.raw, 'Auto-Submitted')).toBe('auto-generated')
    expect(headerOf(mail!.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost\/api\/mail\/unsubscribe\/[a-z0-9]+>$/)
    expect(headerOf(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mailsTo(optedOut.email)).toEqual([])

    // Nothing more comes, not even after another restart.
    await settled()
    await restart()
    await settled()
    // The coach made the change, and is not told of it.
    expect(mailsTo(coach.email)).toEqual([])
    expect(allMails() - before).toBe(1)
    const outbox = await t.database.db.selectFrom('schedule_mail_outbox').select(['outcome']).execute()
    expect(outbox.map((row) => row.outcome)).toEqual(['sent'])
  })

  it('tells the team of a cancellation, and says nothing when the edits end where they started', async () => {
    const sent = allMails()
    const game = calendarEventOf(() => app, coach.teamId)
    await game.schedule({ title: 'Game', type: 'game', opponent: 'Rovers', date: localDateIn(5, ZONE), timeZone: ZONE })
    await game.change({ time: '12:00' })
    await game.change({ time: '10:00' })
    const moved = calendarEventOf(() => app, coach.teamId)
    await moved.schedule({ title: 'Team Picnic', type: 'event', date: localDateIn(6, ZONE), timeZone: ZONE })
    await moved.cancel()

    await expect.poll(() => mailsTo(going.email).length).toBe(2)
    const cancellation = mailsTo(going.email)[1]!
    expect(cancellation.subject).toMatch(/^Riverside U10: Cancelled: Team Picnic on /)
    expect(cancellation.text).toContain('Team Picnic has been cancelled.')
    await settled()
    // The cancellation, to the coach and the parent who want mails; the game's round trip to nobody.
    expect(allMails() - sent).toBe(2)
  })

  it('says nothing of calendar events beyond the next 14 days or already past', async () => {
    const sent = allMails()
    const later = calendarEventOf(() => app, coach.teamId)
    await later.schedule({ date: localDateIn(20, ZONE), timeZone: ZONE })
    await later.change({ time: '09:00', location: 'Far Field' })
    const past = calendarEventOf(() => app, coach.teamId)
    await past.schedule({ date: localDateIn(-2, ZONE), timeZone: ZONE })
    await past.change({ time: '09:00' })
    await past.cancel()
    await settled()
    expect(allMails() - sent).toBe(0)
  })

  it('resends after a restart only the mails that were not sent', async () => {
    // The mail server refuses the parent's mail (down for them) but takes the coach's.
    const flaky = new SmtpMail(smtp.url, 'Team Space <no-reply@example.org>')
    const refusing: MailPort = {
      send: async (message) => {
        if (message.to === going.email) throw new Error('451 try again later')
        await flaky.send(message)
      },
    }
    await restart(refusing)
    const coachHad = mailsTo(coach.email).length
    const parentHad = mailsTo(going.email).length
    const practice = calendarEventOf(() => app, coach.teamId)
    await practice.schedule({ date: localDateIn(2, ZONE), timeZone: ZONE, location: 'Gym' })
    await practice.change({ location: 'Pitch 2' })
    await expect.poll(() => mailsTo(coach.email).length).toBe(coachHad + 1)
    await expect
      .poll(async () => {
        const { rows } = await sql<{ attempts: number }>`
          select attempts from schedule_mail_outbox where outcome is null`.execute(t.database.db)
        return rows.map((row) => row.attempts)
      })
      .toEqual([1])

    await restart()
    // The parent's mail goes out at its next attempt; the coach's is not sent again.
    await expect.poll(() => mailsTo(going.email).length).toBe(parentHad + 1)
    await settled()
    expect(mailsTo(coach.email).length).toBe(coachHad + 1)
    expect(mailsTo(going.email).length).toBe(parentHad + 1)
    expect(mailsTo(going.email).at(-1)!.text).toContain('Where: Gym → Pitch 2')
  })

  it('tells everyone but the members who made the changes', async () => {
    const assistant = await registerWith(
      app,
      (await createInvite(app, coach.cookie, 'assistant_coach')).code,
      'coach',
      'Ash Assistant',
    )
    const had = { coach: mailsTo(coach.email).length, going: mailsTo(going.email).length }
    // The assistant schedules a practice and moves it; the coach gets the mail, as does the parent.
    const practice = await app.inject({
      method: 'POST',
      url: '/api/calendar-events',
      headers: { origin: ORIGIN, cookie: assistant.cookie },
      payload: { title: 'Practice', type: 'practice', date: localDateIn(4, ZONE), time: '17:00', location: 'Gym' },
    })
    expect(practice.statusCode, practice.body).toBe(201)
    const id = practice.json<{ id: string }>().id
    const moved = await app.inject({
      method: 'GET',
      url: `/api/calendar-events/${id}`,
      headers: { cookie: assistant.cookie },
    })
    const { title, type, date, location, opponent, description, version } = moved.json()
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${id}`,
      headers: { origin: ORIGIN, cookie: assistant.cookie },
      payload: { title, type, date, time: '18:00', location, opponent, description, version },
    })
    expect(edit.statusCode, edit.body).toBeLessThan(300)
    await expect.poll(() => mailsTo(going.email).length).toBe(had.going + 1)
    await expect.poll(() => mailsTo(coach.email).length).toBe(had.coach + 1)
    await settled()
    expect(mailsTo(assistant.email)).toEqual([])
  })
})

describe('a member of several teams', () => {
  /** Schedules a practice in the team of the coach behind `cookie`, then moves it half an hour. */
  const scheduleAndMove = async (cookie: string, title: string) => {
    const headers = { origin: ORIGIN, cookie }
    const created = await app.inject({
      method: 'POST',
      url: '/api/calendar-events',
      headers,
      payload: { title, type: 'practice', date: localDateIn(5, ZONE), time: '09:00', location: 'Field 1' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json<{ id: string }>().id
    const current = (await app.inject({ method: 'GET', url: `/api/calendar-events/${id}`, headers })).json()
    const { type, date, location, opponent, description, version } = current
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${id}`,
      headers,
      payload: { title, type, date, time: '09:30', location, opponent, description, version },
    })
    expect(moved.statusCode, moved.body).toBeLessThan(300)
  }

  it('chooses schedule-change e-mails team by team, and a mail’s one-click link turns off its own team’s only', async () => {
    const hillside = await setUpTeam(app, { teamName: 'Hillside U12' })
    const person = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    await joinAnotherTeam(app, person.cookie, hillside.cookie)
    const scheduleMailsIn = async (teamId: string) =>
      (await app.inject({ method: 'GET', url: '/api/schedule-emails', headers: inTeam(person.cookie, teamId) })).json<{
        enabled: boolean
      }>().enabled
    const setIn = async (teamId: string, enabled: boolean) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/schedule-emails',
        headers: inTeam(person.cookie, teamId),
        payload: { enabled },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    await setIn(hillside.teamId, false)
    expect(await scheduleMailsIn(coach.teamId)).toBe(true)
    expect(await scheduleMailsIn(hillside.teamId)).toBe(false)

    // A change in each team: only the one of the team they get these mails from comes.
    await scheduleAndMove(coach.cookie, 'Riverside practice')
    await scheduleAndMove(hillside.cookie, 'Hillside practice')
    await expect.poll(() => mailsTo(person.email).length).toBe(1)
    await settled()
    const mails = mailsTo(person.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/^Riverside U10: Schedule change: Riverside practice/)
    expect(mails[0]!.text).toContain(`http://localhost/t/${coach.teamId}/calendar`)

    // Its one-click link names this team: it turns off this team's schedule mails, and leaves the other's alone.
    await setIn(hillside.teamId, true)
    const link = /^<http:\/\/localhost(\/api\/mail\/unsubscribe\/[a-z0-9]+)>$/.exec(
      headerOf(mails[0]!.raw, 'List-Unsubscribe') ?? '',
    )
    expect(link).not.toBeNull()
    const unsubscribed = await app.inject({ method: 'POST', url: link![1]! })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
    expect(await scheduleMailsIn(coach.teamId)).toBe(false)
    expect(await scheduleMailsIn(hillside.teamId)).toBe(true)
  })

  it('sends a queued mail only to a member of the team it is about, whatever other team they are in', async () => {
    const hillside = await setUpTeam(app, { teamName: 'Hillside U14' })
    // A mail of Hillside's for a member of Riverside only (as one queued before they left Hillside would be).
    const key = `left-hillside:${going.userId}`
    await t.database.db
      .insertInto('schedule_mail_outbox')
      .values({ key, team_id: hillside.teamId, user_id: going.userId, subject: 'Hillside U14', body: 'Moved.' })
      .execute()
    const outcome = async () =>
      (
        await t.database.db
          .selectFrom('schedule_mail_outbox')
          .select('outcome')
          .where('key', '=', key)
          .executeTakeFirst()
      )?.outcome
    await expect.poll(outcome).toBe('skipped')
    expect(mailsTo(going.email).filter((mail) => mail.subject === 'Hillside U14')).toEqual([])
  })
})

describe('schedule-change e-mails for a repeating event', () => {
  it('sends one mail for a change of the whole series, not one per event, and one for an event changed on its own', async () => {
    const first = localDateIn(2, ZONE)
    const weekday = new Date(`${first}T12:00:00Z`).getUTCDay()
    const values = { title: 'Practice', type: 'practice', time: '17:30', endTime: '18:45', location: 'North Field' }
    const repeat = { weekdays: [weekday], interval: 1, until: null, count: 8 }
    const created = await coachSends('POST', '/api/calendar-series', { ...values, date: first, repeat })
    const { ids } = created.json<{ ids: string[] }>()
    const seriesVersion = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/calendar-events/${ids[0]}`, headers: { cookie: coach.cookie } })
      ).json<{ series: { version: number } }>().series.version
    const sent = mailsTo(going.email).length
    const day = (date: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(`${date}T12:00:00Z`),
      )

    // Every practice moves indoors: the soonest one is the news, the rest are named with it.
    await coachSends('PUT', `/api/calendar-events/${ids[0]}`, {
      ...values,
      date: first,
      location: 'Indoor Hall',
      version: 0,
      scope: 'all',
      seriesVersion: await seriesVersion(),
      repeat,
    })
    await expect.poll(() => mailsTo(going.email).length - sent).toBe(1)
    const series = mailsTo(going.email).at(-1)!
    expect(series.subject).toBe(`Riverside U10: Schedule change: Practice on ${day(first)}`)
    expect(series.text).toContain('Where: North Field → Indoor Hall')
    expect(series.text).toContain(`This is for the repeating Practice, every `)
    expect(series.text).toContain(`from ${day(first)} on.`)

    // The second practice alone moves half an hour: a mail of its own, as for a single event.
    const second = localDateIn(9, ZONE)
    await coachSends('PUT', `/api/calendar-events/${ids[1]}`, {
      ...values,
      location: 'Indoor Hall',
      date: second,
      time: '18:00',
      version: 0,
      scope: 'this',
    })
    await expect.poll(() => mailsTo(going.email).length - sent).toBe(2)
    const alone = mailsTo(going.email).at(-1)!
    expect(alone.text).toMatch(/When: .*5:30 PM E[SD]T → .*6:00 PM E[SD]T/)
    expect(alone.text).not.toContain('repeating')

    // Cancelling it and the following ones: one cancellation, naming the series.
    await coachSends('DELETE', `/api/calendar-events/${ids[1]}?scope=following&seriesVersion=${await seriesVersion()}`)
    await expect.poll(() => mailsTo(going.email).length - sent).toBe(3)
    const cancelled = mailsTo(going.email).at(-1)!
    expect(cancelled.subject).toBe(`Riverside U10: Cancelled: Practice on ${day(second)}`)
    expect(cancelled.text).toContain(`from ${day(second)} on.`)
    await settled()
    expect(mailsTo(going.email).length - sent).toBe(3)
    expect(mailsTo(optedOut.email)).toEqual([])
  })
})
