import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushPayload } from '@teamspace/domain/push/push.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { localDateIn } from '../../../test/calendar-log'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { pushReachable } from '../../platform/push/push-outbox'
import { pushChoices } from '../../../test/push-choices'

const t = useTestDatabase()
/**
 * The merge windows of schedule changes and chat messages. Each opens when a change is recorded; the test's second
 * edit (or message) must be recorded before it closes, which on a loaded machine may take a few seconds. A guard for
 * the merge, not a measure of it.
 */
const WINDOW_MS = 5_000
const CHAT_WINDOW_MS = 5_000
const ZONE = 'America/New_York'

/** A device: a real P-256 key pair and auth secret, as a browser makes them when it subscribes. */
interface Device {
  readonly name: string
  readonly ecdh: ECDH
  readonly auth: Buffer
  readonly endpoint: string
}

interface Received {
  readonly device: string
  readonly headers: IncomingHttpHeaders
  readonly payload: PushPayload
}

/**
 * A push service on loopback: takes each notification (201), or answers 410 for a device named gone, as a real
 * push service does for a subscription that no longer exists; decrypts each payload with the device's keys.
 */
let service: Server
let origin = ''
const devices = new Map<string, Device>()
const gone = new Set<string>()
/** While true, the push service is down for everyone (503). */
let outage = false
const received: Received[] = []

/** RFC 8291 and RFC 8188: the one-record aes128gcm body a push service passes on, opened with the device's keys. */
const decrypt = (device: Device, body: Buffer): PushPayload => {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverKey = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const secret = device.ecdh.computeSecret(serverKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey])
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16))
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then padding zeros.
  const end = padded.lastIndexOf(2)
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload
}

const newDevice = (name: string): Device => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const device = {
    name,
    ecdh,
    auth: randomBytes(16),
    endpoint: `${origin}/push/${name}-${randomBytes(6).toString('hex')}`,
  }
  devices.set(new URL(device.endpoint).pathname, device)
  return device
}

const to = (name: string) => received.filter((push) => push.device === name)

let app: App
type Member = { cookie: string; userId: string; teamId: string }
let coach: Member
let assistant: Member
let parent: Member
let optedOut: Member
let goneParent: Member

const send = async (
  member: Member,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const response = await app.inject({ method, url, headers: { origin: ORIGIN, cookie: member.cookie }, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response
}

const subscribe = async (member: Member, device: Device) =>
  send(member, 'PUT', '/api/push/subscriptions', {
    endpoint: device.endpoint,
    keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
  })

/** Changes a calendar event as the coach does in its dialog: the form's values, at the version it was looking at. */
const edit = async (calendarEventId: string, values: Record<string, string>) => {
  const current = await send(coach, 'GET', `/api/calendar-events/${calendarEventId}`)
  const { title, type, date, time, location, opponent, description, version } = current.json()
  await send(coach, 'PUT', `/api/calendar-events/${calendarEventId}`, {
    ...{ title, type, date, time, location, opponent, description, version },
    ...values,
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Long enough for every window opened so far to close and its notifications to go out. */
const settled = () => sleep(WINDOW_MS + 1_500)

beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (outage) {
        response.writeHead(503).end()
        return
      }
      const path = request.url ?? ''
      const device = devices.get(path)
      if (!device || gone.has(device.name)) {
        response.writeHead(410).end()
        return
      }
      received.push({ device: device.name, headers: request.headers, payload: decrypt(device, Buffer.concat(chunks)) })
      response.writeHead(201).end()
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  ;({ app } = await buildSessionApp(t.database, {
    features: { 'schedule-mails': { mergeWindowMs: WINDOW_MS }, chat: { pushMergeMs: CHAT_WINDOW_MS } },
    subscriberPollMs: 200,
    push: { subject: 'mailto:no-reply@example.org' },
  }))
  await app.ready()
  coach = await setUpTeam(app, { teamName: 'Riverside U10' })
  await send(coach, 'PATCH', '/api/team', { name: 'Riverside U10', ageGroup: 'U10', timeZone: ZONE })
  const invite = async (relationship: string, role: 'parent' | 'coach' = 'parent') =>
    registerWith(app, (await createInvite(app, coach.cookie, relationship)).code, role)
  assistant = await invite('assistant_coach', 'coach')
  parent = await invite('parent_guardian')
  optedOut = await invite('parent_guardian')
  goneParent = await invite('parent_guardian')
  await subscribe(coach, newDevice('coach'))
  await subscribe(assistant, newDevice('assistant'))
  await subscribe(parent, newDevice('parent'))
  await subscribe(optedOut, newDevice('opted-out'))
  await subscribe(goneParent, newDevice('gone'))
  await send(optedOut, 'PUT', '/api/push/preferences', pushChoices(['schedule']))
})
afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => service?.close(resolve))
})

/** The devices `member` has subscribed, in any team. */
const subscriptionsOf = (member: { userId: string }) =>
  app.platform.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', member.userId).execute()

describe('push notifications', () => {
  it('tells every opted-in member of a moved game once, not the coach who moved it nor a member who opted out', async () => {
    const { publicKey } = (await send(coach, 'GET', '/api/push/key')).json<{ publicKey: string }>()
    const date = localDateIn(3, ZONE)
    const game = (
      await send(coach, 'POST', '/api/calendar-events', {
        title: 'Game',
        type: 'game',
        opponent: 'Rovers',
        date,
        time: '10:00',
        location: 'North Field',
      })
    ).json<{ id: string }>()
    // Two edits through the calendar's own route, within the merge window.
    await edit(game.id, { time: '11:00' })
    await edit(game.id, { time: '11:30', location: 'South Field' })

    await expect.poll(() => to('parent').length).toBe(1)
    await settled()
    const [push] = to('parent')
    expect(push!.payload.title).toMatch(/^Riverside U10: Schedule change: Game vs Rovers on /)
    expect(push!.payload.body).toMatch(/^Now .*11:30 AM E[SD]T at South Field\.$/)
    expect(push!.payload.url).toBe(`/t/${coach.teamId}/calendar?event=${encodeURIComponent(game.id)}`)
    expect(push!.payload.tag).toBe(`schedule-${game.id}`)
    // Signed with the server's VAPID key, encrypted as aes128gcm.
    expect(push!.headers.authorization).toContain(`k=${publicKey}`)
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    // Every other opted-in member once; the coach who made the change and the member who opted out never.
    expect(to('assistant')).toHaveLength(1)
    expect(to('coach')).toEqual([])
    expect(to('opted-out')).toEqual([])
  })

  it('removes a subscription its push service says is gone (410), and tells the others of a new news post', async () => {
    gone.add('gone')
    expect(await pushReachable(app.platform.db, coach.teamId, goneParent.userId, 'news')).toBe(true)
    const before = to('parent').length
    await send(coach, 'POST', '/api/news', { title: 'Cup final on Sunday', content: 'We play at North Field.' })

    await expect.poll(() => to('parent').length).toBe(before + 1)
    expect(to('parent').at(-1)!.payload).toMatchObject({
      title: 'Riverside U10: News',
      url: `/t/${coach.teamId}/news`,
    })
    await expect.poll(() => subscriptionsOf(goneParent)).toEqual([])
    expect(await pushReachable(app.platform.db, coach.teamId, goneParent.userId, 'news')).toBe(false)
    expect(to('gone').filter((push) => push.payload.url.endsWith('/news'))).toEqual([])
    expect(to('coach').filter((push) => push.payload.url.endsWith('/news'))).toEqual([])
  })

  it('never tells a parent of a coach-only thread, and merges a thread’s messages into one notification', async () => {
    const privateThread = (
      await send(coach, 'POST', '/api/chat/threads', { title: 'Line-up', description: '', tags: [], isPrivate: true })
    ).json<{ id: string }>().id
    await send(assistant, 'POST', `/api/chat/threads/${privateThread}/messages`, { content: 'Ready for Sunday.' })
    const publicThread = (
      await send(parent, 'POST', '/api/chat/threads', { title: 'Carpool', description: '', tags: [], isPrivate: false })
    ).json<{ id: string }>().id
    // Two messages at once: one notification for both.
    await Promise.all([
      send(coach, 'POST', `/api/chat/threads/${publicThread}/messages`, { content: 'I can drive two.' }),
      send(coach, 'POST', `/api/chat/threads/${publicThread}/messages`, { content: 'And back.' }),
    ])

    const chats = (name: string) => to(name).filter((push) => push.payload.url.endsWith('/chat'))
    await expect.poll(() => chats('parent').length).toBe(1)
    await expect.poll(() => chats('coach').length).toBe(1)
    // Long enough for a second window, had one opened, to close and be sent.
    await sleep(CHAT_WINDOW_MS + 1_500)
    // The coach, in the coach-only thread, hears of the assistant's message; nobody else does.
    expect(chats('coach')[0]!.payload).toMatchObject({
      title: 'Riverside U10: Line-up',
      tag: `chat-${privateThread}`,
    })
    // The parent, in the public thread, gets one notification for the coach's two messages.
    expect(chats('parent')).toHaveLength(1)
    expect(chats('parent')[0]!.payload).toMatchObject({
      title: 'Riverside U10: Carpool',
      body: '2 new messages',
      tag: `chat-${publicThread}`,
    })
    // The assistant posted in the coach-only thread only: not in the carpool thread, so not told of it.
    expect(chats('assistant')).toEqual([])
    expect(chats('opted-out')).toEqual([])
  })

  it('keeps what a push service outage could not send, and sends it once the service is back', async () => {
    outage = true
    const before = to('parent').length
    await send(coach, 'POST', '/api/news', {
      title: 'Training moved indoors',
      content: 'We train in the gym at six tonight.',
    })
    // The request answered at once; the notifications wait in the outbox with the service's answer.
    await expect
      .poll(async () =>
        (
          await app.platform.db
            .selectFrom('push_outbox')
            .select('last_error')
            .where('user_id', '=', parent.userId)
            .where('outcome', 'is', null)
            .execute()
        ).map((row) => row.last_error),
      )
      .toEqual(['the push service answered 503'])
    outage = false
    await expect.poll(() => to('parent').length).toBe(before + 1)
    expect(to('parent').at(-1)!.payload.body).toContain('Training moved indoors')
  })

  it('turns a device off for a team, and refuses an endpoint that is not a push service', async () => {
    const device = newDevice('parent-tablet')
    await subscribe(parent, device)
    expect(await subscriptionsOf(parent)).toHaveLength(2)
    await send(parent, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })
    expect(await subscriptionsOf(parent)).toHaveLength(1)

    for (const endpoint of [
      'http://push.example.org/x',
      'https://10.0.0.1/x',
      'not a url',
      'ftp://push.example.org/x',
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/push/subscriptions',
        headers: { origin: ORIGIN, cookie: parent.cookie },
        payload: { endpoint, keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: 'a'.repeat(22) } },
      })
      expect(response.statusCode, endpoint).toBe(400)
    }
    const preferences = await send(parent, 'GET', '/api/push/preferences')
    expect(preferences.json()).toEqual({
      schedule: true,
      news: true,
      chat: true,
      reminders: true,
      votes: true,
      match: true,
    })
  })
})
