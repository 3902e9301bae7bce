import { randomBytes } from 'node:crypto'
import { pushMessages } from '@teamspace/domain/push/push.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { deviceKeys } from '../../../test/push-devices'
import type { App } from '../../app'
import { isPublicAddress, type PushNetwork, type ResolvedAddress } from '../../platform/push/push-network'

const t = useTestDatabase()

type Member = { cookie: string; userId: string; teamId: string }

/**
 * Names as a hosts file or a hostile DNS server gives them, each to an address inside the server's own network;
 * one resolves to a public address when the device subscribes and to loopback afterwards (DNS rebinding).
 */
const inward: Record<string, string[]> = {
  'push.loopback.example': ['127.0.0.1'],
  'push.loopback6.example': ['::1'],
  'push.mapped.example': ['::ffff:127.0.0.1'],
  'push.private.example': ['10.1.2.3'],
  'push.home.example': ['192.168.1.20'],
  'push.metadata.example': ['169.254.169.254'],
  'push.unique-local.example': ['fd00::5'],
  'push.link-local.example': ['fe80::1'],
  'push.mixed.example': ['93.184.216.34', '127.0.0.1'],
}
/** A public address, for devices that are subscribed but never sent to here. */
const PUBLIC = 'push.public.example'
let rebound = false
const lookups: string[] = []
const network: PushNetwork = {
  resolve: async (hostname) => {
    lookups.push(hostname)
    const addresses =
      hostname === 'push.rebinding.example'
        ? [rebound ? '127.0.0.1' : '93.184.216.34']
        : hostname === PUBLIC
          ? ['93.184.216.34']
          : inward[hostname]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }))
  },
}

let app: App
let coach: Member
let parent: Member

const subscribe = (member: Member, body: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/push/subscriptions',
    headers: { origin: ORIGIN, cookie: member.cookie },
    payload: body,
  })

const devicesOf = (userId: string) =>
  t.owner.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute()

beforeAll(async () => {
  // The server's own rules, with names resolved by the test: no loopback push service allowed.
  ;({ app } = await buildSessionApp(t.database, { subscriberPollMs: 200, push: { network } }))
  await app.ready()
  coach = await setUpTeam(app, { teamName: 'Riverside U10' })
  parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
})
afterAll(async () => {
  await app?.close()
})

describe('push endpoints aimed at the server’s own network', () => {
  it('tells public addresses from loopback, private, link-local, unique-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses a name that resolves inward, at any port but 443, or that does not resolve, with a 400', async () => {
    for (const host of Object.keys(inward)) {
      const response = await subscribe(parent, { endpoint: `https://${host}/push/x`, keys: deviceKeys() })
      expect(response.statusCode, host).toBe(400)
      expect(response.json().error.message, host).toBe(pushMessages.badEndpoint)
    }
    for (const endpoint of [
      'https://push.rebinding.example:5432/x',
      'https://push.rebinding.example:3792/x',
      'http://push.rebinding.example/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://user:secret@push.rebinding.example/x',
    ]) {
      const response = await subscribe(parent, { endpoint, keys: deviceKeys() })
      expect(response.statusCode, endpoint).toBe(400)
      expect(response.json().error.message, endpoint).toBe(pushMessages.badEndpoint)
    }
    const unknown = await subscribe(parent, { endpoint: 'https://push.nowhere.example/x', keys: deviceKeys() })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.message).toBe(pushMessages.unknownEndpoint)
    expect(await devicesOf(parent.userId)).toEqual([])
  })

  it('refuses keys no payload can be encrypted for', async () => {
    const endpoint = `https://${PUBLIC}/keys`
    const good = deviceKeys()
    // 65 bytes that begin as an uncompressed point does, but are no point on the curve.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')
    for (const bad of [
      { ...good, p256dh: offCurve },
      { ...good, auth: randomBytes(12).toString('base64url') + 'AAAA' },
      { ...good, p256dh: randomBytes(66).toString('base64url') },
    ]) {
      const response = await subscribe(parent, { endpoint, keys: bad })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe(pushMessages.badKeys)
    }
    expect(await devicesOf(parent.userId)).toEqual([])
  })

  it('never connects to a name that resolved to a public address when subscribed and inward when sent', async () => {
    const endpoint = 'https://push.rebinding.example/push/parent'
    expect((await subscribe(parent, { endpoint, keys: deviceKeys() })).statusCode).toBe(200)
    rebound = true
    lookups.length = 0
    await app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { origin: ORIGIN, cookie: coach.cookie },
      payload: { title: 'Cup final', content: 'We play at North Field on Sunday.' },
    })
    // The send's own lookup refused the address: a connection to 127.0.0.1:443 would have failed otherwise
    // (refused, or a TLS error), never with this.
    await expect
      .poll(async () =>
        (
          await t.owner.db.selectFrom('push_outbox').select('last_error').where('user_id', '=', parent.userId).execute()
        ).map((row) => row.last_error),
      )
      .toEqual(['the push service’s address is not public; the device was dropped'])
    expect(lookups).toContain('push.rebinding.example')
    // It is no push service: dropped, never tried again.
    expect(await devicesOf(parent.userId)).toEqual([])
  })

  it('lets a member have notifications on for ten devices in a team, and refuses the eleventh plainly', async () => {
    const member = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    for (let i = 0; i < 10; i++) {
      const response = await subscribe(member, { endpoint: `https://${PUBLIC}/device/${i}`, keys: deviceKeys() })
      expect(response.statusCode, response.body).toBe(200)
    }
    // The same device again only renews its keys.
    const again = await subscribe(member, { endpoint: `https://${PUBLIC}/device/3`, keys: deviceKeys() })
    expect(again.statusCode).toBe(200)
    const eleventh = await subscribe(member, { endpoint: `https://${PUBLIC}/device/10`, keys: deviceKeys() })
    expect(eleventh.statusCode).toBe(400)
    expect(eleventh.json().error.message).toBe(
      'Notifications are already on for 10 of your devices in this team. Turn them off on one you no longer use, then try again.',
    )
    expect(await devicesOf(member.userId)).toHaveLength(10)
  })
})
