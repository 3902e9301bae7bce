import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { localDateIn } from '../../../test/calendar-log'
import { useTestDatabase } from '../../../test/database'
import { untilSettled } from '../../../test/subscribers'
import { deviceKeys } from '../../../test/push-devices'
import type { App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { SCHEDULE_MAIL_SUBSCRIBER } from './schedule-mails.subscriber'

const t = useTestDatabase()
const WINDOW_MS = 800
const ZONE = 'Europe/Berlin'

let app: App
let outbox: DevOutbox
/** A push service on loopback that takes every notification: what each member was told is read from the outbox. */
let service: Server
let serviceOrigin = ''

type Member = { email: string; cookie: string; userId: string }
let coach: Member & { teamId: string }
let english: Member
let german: Member
let spanish: Member
/** A parent who never chose a language (an account from before the app spoke any other): the team's is theirs. */
let unchosen: Member

const send = async (member: Member, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: { origin: ORIGIN, cookie: member.cookie }, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response
}

/** A device of the member's, subscribed to notifications in the team, with real keys as a browser makes them. */
const subscribe = async (member: Member) => {
  await send(member, 'PUT', '/api/push/subscriptions', {
    endpoint: `${serviceOrigin}/push/${randomBytes(6).toString('hex')}`,
    keys: deviceKeys(),
  })
}

const mailTo = (member: Member) => outbox.sent.filter((mail) => mail.to === member.email)
const pushesTo = (member: Member) =>
  t.database.db.selectFrom('push_outbox').select(['title', 'body']).where('user_id', '=', member.userId).execute()

beforeAll(async () => {
  service = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(201).end())
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  serviceOrigin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  ;({ app, outbox } = await buildSessionApp(t.database, {
    features: { 'schedule-mails': { mergeWindowMs: WINDOW_MS } },
    subscriberPollMs: 200,
    push: { subject: 'mailto:no-reply@example.org' },
  }))
  await app.ready()
  coach = await setUpTeam(app, { teamName: 'Riverside U10' })
  // A German team: its language is what members who never chose one are written to in.
  await send(coach, 'PATCH', '/api/team', { name: 'Riverside U10', ageGroup: 'U10', timeZone: ZONE, language: 'de' })
  const parent = async () => registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
  english = await parent()
  german = await parent()
  spanish = await parent()
  unchosen = await parent()
  await send(english, 'PUT', '/api/account/language', { language: 'en' })
  await send(german, 'PUT', '/api/account/language', { language: 'de' })
  await send(spanish, 'PUT', '/api/account/language', { language: 'es' })
  for (const member of [english, german, spanish, unchosen]) await subscribe(member)
})
afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => service?.close(resolve))
})

describe('a schedule change in each family’s language', () => {
  it('tells each parent of a moved game in their own language, with times as it writes them in the team’s zone', async () => {
    const date = localDateIn(3, ZONE)
    const game = (
      await send(coach, 'POST', '/api/calendar-events', {
        title: 'Game',
        type: 'game',
        opponent: 'Rovers',
        date,
        time: '17:00',
        location: 'North Field',
      })
    ).json<{ id: string }>()
    const current = (await send(coach, 'GET', `/api/calendar-events/${game.id}`)).json()
    const { title, type, location, opponent, description, version } = current
    await send(coach, 'PUT', `/api/calendar-events/${game.id}`, {
      ...{ title, type, date, location, opponent, description, version },
      time: '18:30',
    })

    await expect.poll(() => mailTo(spanish).length).toBe(1)
    await untilSettled(t.database.db, SCHEDULE_MAIL_SUBSCRIBER, {
      pending: ['schedule_mail_pending'],
      outboxes: ['schedule_mail_outbox', 'push_outbox'],
    })
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(`${date}T12:00:00Z`),
      )

    // The English parent's mail is the spec's words, as before.
    const [inEnglish] = mailTo(english)
    expect(inEnglish!.subject).toBe(`Riverside U10: Schedule change: Game vs Rovers on ${day('en-US')}`)
    expect(inEnglish!.text).toMatch(
      new RegExp(`When: ${day('en-US')}, 5:00 PM GMT\\+[12] → ${day('en-US')}, 6:30 PM GMT\\+[12]`),
    )
    expect(inEnglish!.text).toContain('Where: North Field (unchanged)')
    expect(inEnglish!.text).toContain('To stop schedule-change e-mails, turn them off in your profile:')

    // The German parent's: German words, a 24-hour clock and day before month, in the team's zone.
    const [inGerman] = mailTo(german)
    expect(inGerman!.subject).toBe(`Riverside U10: Terminänderung: Game gegen Rovers am ${day('de-DE')}`)
    expect(inGerman!.text).toMatch(new RegExp(`Wann: ${day('de-DE')}, 17:00 MES?Z → ${day('de-DE')}, 18:30 MES?Z`))
    expect(inGerman!.text).toContain('Wo: North Field (unverändert)')
    expect(inGerman!.text).toContain(`Zum Teamkalender: http://localhost/t/${coach.teamId}/calendar`)
    expect(inGerman!.text).toContain('schalte sie in deinem Profil aus:')
    expect(inGerman!.text).not.toContain('PM')

    const [inSpanish] = mailTo(spanish)
    expect(inSpanish!.subject).toBe(`Riverside U10: Cambio de horario: Game contra Rovers el ${day('es-ES')}`)
    expect(inSpanish!.text).toMatch(new RegExp(`Cuándo: ${day('es-ES')}, 17:00 CES?T → ${day('es-ES')}, 18:30 CES?T`))
    expect(inSpanish!.text).toContain('Dónde: North Field (sin cambios)')
    expect(inSpanish!.text).toContain('desactívalos en tu perfil:')

    // The notification of the same change: its title the mail's subject, its body the new time, in each language.
    expect(await pushesTo(english)).toEqual([
      { title: inEnglish!.subject, body: expect.stringMatching(/^Now .*, 6:30 PM GMT\+[12]\.$/) },
    ])
    expect(await pushesTo(german)).toEqual([
      { title: inGerman!.subject, body: `Jetzt ${day('de-DE')}, 18:30 ${/MES?Z/.exec(inGerman!.text)![0]}.` },
    ])
    expect(await pushesTo(spanish)).toEqual([
      {
        title: inSpanish!.subject,
        body: expect.stringMatching(new RegExp(`^Ahora: ${day('es-ES')}, 18:30 CES?T\\.$`)),
      },
    ])
    // Whoever never chose a language reads the team's: the German mail and notification.
    expect(mailTo(unchosen).map(({ subject, text }) => ({ subject, text }))).toEqual([
      { subject: inGerman!.subject, text: inGerman!.text },
    ])
    expect(await pushesTo(unchosen)).toEqual(await pushesTo(german))
    // The coach moved the game, and is told nothing.
    expect(mailTo(coach)).toEqual([])
  })
})
