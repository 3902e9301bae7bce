import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam, type Founder } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'
import { DiskStorage } from '../../platform/storage/storage'

const t = useTestDatabase()
let app: App
let coach: Founder

const uploads = mkdtempSync(path.join(tmpdir(), 'teamspace-roster-uploads-'))

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database, { storage: new DiskStorage(uploads) }))
  coach = await setUpTeam(app)
})
afterAll(async () => {
  await app?.close()
  rmSync(uploads, { recursive: true, force: true })
})

const as = (cookie: string) => ({ origin: ORIGIN, cookie })
const addPlayer = (payload: object, cookie = coach.cookie) =>
  app.inject({ method: 'POST', url: '/api/players', headers: as(cookie), payload })
const MEDICAL = 'Asthma: inhaler in the blue bag'

describe('adding players', () => {
  it('adds a player with the defaults and keeps personal data for coaches', async () => {
    const response = await addPlayer({
      name: '  Alex Morgan ',
      jerseyNumber: '9',
      parentEmails: ['', 'Parent.Of.Alex@example.org'],
      dateOfBirth: '2016-04-02',
      medicalInfo: MEDICAL,
      emergencyContacts: [{ name: 'Jo Morgan', relationship: 'Aunt', phoneNumber: '5551234567', isPrimary: true }],
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Alex Morgan',
      jerseyNumber: 9,
      position: 'Midfielder',
      isActive: true,
      stats: { gamesPlayed: 0, goals: 0 },
      details: { parentEmails: ['parent.of.alex@example.org'], dateOfBirth: '2016-04-02', medicalInfo: MEDICAL },
    })
  })

  it("answers each rule of the form with the spec's words", async () => {
    await addPlayer({ name: 'Taken Number', jerseyNumber: 4 })
    const cases: [object, number, string][] = [
      [{ name: 'Second Four', jerseyNumber: 4 }, 409, 'Jersey number is already taken'],
      [{ name: 'Too High', jerseyNumber: 100 }, 400, 'Jersey number must be between 1 and 99'],
      [{ name: 'A' }, 400, 'Player name must be at least 2 characters'],
      [{ name: '' }, 400, 'Player name is required'],
      [
        {
          name: 'Toddler',
          dateOfBirth: new Date(Date.now() - 3 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10),
        },
        400,
        'Please enter a realistic date of birth (4-30 years old)',
      ],
      [{ name: 'Bad Mail', parentEmails: ['nope'] }, 400, 'Please enter a valid email address'],
    ]
    for (const [payload, status, message] of cases) {
      const response = await addPlayer(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(status)
      expect(response.json().error.message).toBe(message)
    }
  })

  it.skipIf(!isPostgresServer())('never gives one jersey number to two players added at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => addPlayer({ name: `Racer ${i}`, jerseyNumber: 77 })),
    )
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1)
    const refused = responses.filter((r) => r.statusCode === 409)
    expect(refused).toHaveLength(99)
    expect(new Set(refused.map((r) => r.json<{ error: { message: string } }>().error.message))).toEqual(
      new Set(['Jersey number is already taken']),
    )
  })

  it.skipIf(!isPostgresServer())('adds 50 different players at the same moment without one conflict', async () => {
    const team = await setUpTeam(app)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => addPlayer({ name: `Crowd ${i}`, jerseyNumber: i + 1 }, team.cookie)),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201))
  })

  it('moves a number between players only once it is free', async () => {
    const first = (await addPlayer({ name: 'First Twelve', jerseyNumber: 12 })).json<{ id: string }>()
    const second = (await addPlayer({ name: 'Second', jerseyNumber: 13 })).json<{ id: string }>()
    const update = (id: string, jerseyNumber: number | null, name: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/players/${id}`,
        headers: as(coach.cookie),
        payload: { name, jerseyNumber },
      })
    expect((await update(second.id, 12, 'Second')).statusCode).toBe(409)
    expect((await update(first.id, 12, 'First Renamed')).statusCode).toBe(200)
    expect((await update(first.id, null, 'First Renamed')).statusCode).toBe(200)
    expect((await update(second.id, 12, 'Second')).statusCode).toBe(200)
    await app.inject({ method: 'DELETE', url: `/api/players/${second.id}`, headers: as(coach.cookie) })
    expect((await addPlayer({ name: 'Third', jerseyNumber: 12 })).statusCode).toBe(201)
  })

  it('knows no player named after what every object inherits', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.database.db)
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await app.inject({
          method,
          url: `/api/players/${id}`,
          headers: as(coach.cookie),
          ...(method === 'PATCH' ? { payload: { name: 'Phantom' } } : {}),
        })
        expect(response.statusCode, `${method} ${id}`).toBe(404)
      }
    }
    const after = await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.database.db)
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n)
  })
})

describe('what parents see', () => {
  it('a read-only roster without e-mails, medical info or emergency contacts, and their own children linked', async () => {
    const parentInvite = await createInvite(app, coach.cookie, 'parent_guardian')
    const parent = await registerWith(app, parentInvite.code, 'parent', 'Pat Parent')
    const child = (
      await addPlayer({ name: 'Pat Junior', jerseyNumber: 21, parentEmails: [parent.email], medicalInfo: MEDICAL })
    ).json<{ id: string }>()
    const grandparent = await registerWith(
      app,
      (await createInvite(app, parent.cookie, 'grandparent')).code,
      'parent',
      'Gran',
    )

    const response = await app.inject({ method: 'GET', url: '/api/players', headers: as(parent.cookie) })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain(MEDICAL)
    expect(response.body).not.toContain('parentEmails')
    expect(response.body).not.toContain('Jo Morgan')
    const junior = response.json<{ id: string; parentIds: string[] }[]>().find((p) => p.id === child.id)!
    expect(junior.parentIds.sort()).toEqual([parent.userId, grandparent.userId].sort())

    const single = await app.inject({ method: 'GET', url: `/api/players/${child.id}`, headers: as(parent.cookie) })
    expect(single.body).not.toContain(MEDICAL)
    expect((await addPlayer({ name: 'Sneaky' }, parent.cookie)).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/players/${child.id}`, headers: as(parent.cookie) })).statusCode,
    ).toBe(403)
  })
})

const upload = (playerId: string, bytes: Buffer, filename = 'photo.jpg', cookie = coach.cookie) => {
  const boundary = '----teamspace'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return app.inject({
    method: 'PUT',
    url: `/api/players/${playerId}/photo`,
    headers: { ...as(cookie), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
}

describe('player photos', () => {
  it('re-encodes the image without its metadata and serves it to members only', async () => {
    const player = (await addPlayer({ name: 'Photo Kid' })).json<{ id: string }>()
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somebody' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer()
    expect((await sharp(withGps).metadata()).exif).toBeDefined()

    const response = await upload(player.id, withGps)
    expect(response.statusCode, response.body).toBe(200)
    const photoUrl = response.json<{ photoUrl: string }>().photoUrl
    const served = await app.inject({ method: 'GET', url: photoUrl, headers: { cookie: coach.cookie } })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.width).toBe(64)

    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(401)
    const outsider = await setUpTeam(app)
    expect((await app.inject({ method: 'GET', url: photoUrl, headers: { cookie: outsider.cookie } })).statusCode).toBe(
      404,
    )
  })

  it('refuses what is not an image, whatever it is called, and anything of 5MB or more', async () => {
    const player = (await addPlayer({ name: 'No Photo' })).json<{ id: string }>()
    const notImage = await upload(player.id, Buffer.from('%PDF-1.4 definitely not a picture'), 'holiday.jpg')
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json().error.message).toBe('Please select an image file')
    const huge = await upload(player.id, Buffer.alloc(5 * 1024 * 1024 + 10, 1))
    expect(huge.statusCode).toBe(400)
    expect(huge.json().error.message).toBe('Image must be less than 5MB')
  })
})

describe('deleting a player', () => {
  it('leaves no photo of theirs behind, however uploads interleave with the deletion', async () => {
    for (let round = 0; round < 3; round++) {
      const player = (await addPlayer({ name: `Racing Photos ${round}` })).json<{ id: string }>()
      const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a72' } })
        .png()
        .toBuffer()
      const uploadsInFlight = Array.from({ length: 5 }, () => upload(player.id, image))
      await new Promise((resolve) => setTimeout(resolve, round * 15))
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/players/${player.id}`,
        headers: as(coach.cookie),
      })
      expect(deleted.statusCode).toBe(204)
      await Promise.all(uploadsInFlight)
      const folder = path.join(uploads, 'players', player.id)
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([])
    }
  })

  it('removes them and their stats from every view, and erases their medical info everywhere, the log included', async () => {
    const secret = `Peanut allergy ${Date.now()}`
    const player = (
      await addPlayer({ name: 'Leaving Player', jerseyNumber: 55, medicalInfo: secret, dateOfBirth: '2015-01-01' })
    ).json<{ id: string }>()
    await app.inject({
      method: 'POST',
      url: '/api/stats',
      headers: as(coach.cookie),
      payload: { playerId: player.id, gameDate: '2026-09-05', goals: 2 },
    })
    expect(await tablesContaining(secret)).toEqual(['player_personal_data'])

    const removed = await app.inject({ method: 'DELETE', url: `/api/players/${player.id}`, headers: as(coach.cookie) })
    expect(removed.statusCode).toBe(204)
    expect(
      (await app.inject({ method: 'GET', url: `/api/players/${player.id}`, headers: as(coach.cookie) })).statusCode,
    ).toBe(404)
    const roster = await app.inject({ method: 'GET', url: '/api/players', headers: as(coach.cookie) })
    expect(roster.body).not.toContain('Leaving Player')
    expect(
      await t.database.db.selectFrom('stat_lines').select('id').where('player_id', '=', player.id).execute(),
    ).toEqual([])
    expect(await tablesContaining(secret)).toEqual([])
    // The number is free again.
    expect((await addPlayer({ name: 'New Fifty-Five', jerseyNumber: 55 })).statusCode).toBe(201)
    expect(await verifyProjection(t.owner.db, projections.byName('roster')!)).toEqual([])
  })
})

/** Every table in the database, the event log included, whose rows mention `text` anywhere. */
const tablesContaining = async (text: string) => {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(
    t.owner.db,
  )
  const found: string[] = []
  for (const { name } of tables) {
    const { rows } = await sql<{
      hits: number
    }>`select count(*)::int as hits from ${sql.table(name)} as t where t::text like ${`%${text}%`}`.execute(t.owner.db)
    if (rows[0]!.hits > 0) found.push(name)
  }
  return found
}
