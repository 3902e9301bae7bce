import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { photoForm, signIn, type Member, type TeamContext } from '../../../test/route-fixtures'
import { projections, type App } from '../../app'
import { analyzeLog, rebuildProjection, verifyProjection } from '../../platform/projections/rebuild'
import { pushChoices } from '../../../test/push-choices'
import { RIVERSIDE, sessionAppWithTeam } from '../../../test/team-apps'

const t = useTestDatabase()
let app: App
let team: TeamContext

/** Values found nowhere else: a search of the whole database for each finds it only while it is stored. */
const tag = randomBytes(4).toString('hex')
const child = {
  name: `Zephyrine Quillfeather ${tag}`,
  dateOfBirth: '2015-03-14',
  medicalInfo: `Allergic to marzipan-${tag}`,
  parentEmail: `quill-parent-${tag}@example.org`,
  contactName: `Ottoline Brambleworth ${tag}`,
  contactPhone: `0770090${tag.slice(0, 4)}`,
}
const member = {
  name: `Barnaby Thistledown ${tag}`,
  phone: `0161496${tag.slice(0, 4)}`,
  address: `${tag} Honeysuckle Lane, Puddleby`,
  emergencyContact: `Wilhelmina Thistledown ${tag}`,
}

const call = async (as: Member, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: as.cookie },
    ...(body ? { payload: body } : {}),
  })
  return { status: response.statusCode, body: response.body, json: <T>() => response.json<T>() }
}
const ok = async <T>(as: Member, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) => {
  const response = await call(as, method, url, body)
  expect(response.status, `${method} ${url}: ${response.body}`).toBeLessThan(300)
  return response.status === 204 ? (null as T) : response.json<T>()
}

interface PlayerView {
  id: string
  name: string
  photoUrl: string | null
  stats: { goals: number; gamesPlayed: number }
}
const teamGoals = (players: PlayerView[]) => players.reduce((sum, p) => sum + p.stats.goals, 0)

/** The whole database as `pg_dump` writes it: schema, every table's rows, the log included. */
const dump = async () => {
  const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', t.url], { maxBuffer: 256 * 1024 * 1024 })
  return stdout
}

describe.skipIf(!isPostgresServer())('erasure reaches every table, the log included', () => {
  let erased: PlayerView
  let kept: PlayerView
  let author: Member
  let articleId: string
  let photoKey: string
  let goalsOfTheKept: number

  beforeAll(async () => {
    ;({ app, team } = await sessionAppWithTeam(t.database, {
      ...RIVERSIDE,
      team: 'Erasure Rovers FC',
      players: 'Kept Keeper',
    }))
    const { coach } = team

    // A child with personal data, a photo, stats, attendance and the votes of a closed voting.
    erased = await ok<PlayerView>(coach, 'POST', '/api/players', {
      name: child.name,
      jerseyNumber: 11,
      dateOfBirth: child.dateOfBirth,
      medicalInfo: child.medicalInfo,
      parentEmails: [child.parentEmail],
      emergencyContacts: [
        { name: child.contactName, relationship: 'Aunt', phoneNumber: child.contactPhone, isPrimary: true },
      ],
    })
    const form = await photoForm()
    const uploaded = await app.inject({
      method: 'PUT',
      url: `/api/players/${erased.id}/photo`,
      headers: { origin: ORIGIN, cookie: coach.cookie, 'content-type': form.contentType },
      payload: form.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const photoId = new URL(uploaded.json<PlayerView>().photoUrl!, ORIGIN).searchParams.get('v')!
    photoKey = `players/${erased.id}/${photoId}.jpg`
    expect(await app.storage.get(photoKey)).not.toBeNull()

    kept = await team.addPlayer().then((player) => ok<PlayerView>(coach, 'GET', `/api/players/${player.id}`))
    for (const [playerId, goals] of [
      [erased.id, 3],
      [kept.id, 2],
      [kept.id, 1],
    ] as const)
      await ok(coach, 'POST', '/api/stats', { playerId, gameDate: '2026-09-12', opponent: 'Lakeside', goals })
    const practice = await team.scheduleCalendarEvent()
    await ok(coach, 'PUT', `/api/attendance/${practice.id}`, {
      records: [
        { playerId: erased.id, status: 'late' },
        { playerId: kept.id, status: 'present' },
      ],
    })
    const voting = await team.openVoting('Friendly vs Lakeside')
    await ok(coach, 'POST', `/api/votings/${voting.id}/votes`, { playerId: erased.id, reason: 'Two great saves' })
    await ok(team.parent, 'POST', `/api/votings/${voting.id}/votes`, { playerId: erased.id, reason: '' })
    await ok(coach, 'POST', `/api/votings/${voting.id}/close`)

    // A member with contact details who writes for the team, then deletes their account.
    author = await team.addMember('coach')
    await ok(author, 'PATCH', '/api/profile', {
      name: member.name,
      phoneNumber: member.phone,
      address: member.address,
      emergencyContact: member.emergencyContact,
      emergencyPhone: member.phone,
      privacy: { showPhone: true, showEmail: true, showAddress: true },
    })
    // Their choices in the team: what families see of them, and the mails they get.
    await ok(author, 'PUT', '/api/news-emails', { enabled: false })
    await ok(author, 'PUT', '/api/schedule-emails', { enabled: false })
    await ok(author, 'PUT', '/api/push/preferences', pushChoices(['news', 'reminders', 'match']))
    articleId = (
      await ok<{ id: string }>(author, 'POST', '/api/news', {
        title: 'Kit collection on Saturday',
        content: 'Bring your shin pads.',
        summary: 'Kit on Saturday.',
        isPinned: false,
      })
    ).id
    await team.scheduleCalendarEvent({ title: 'Extra practice' }, author)

    // The member is also a parent of the kept player: their address is on the child's record.
    await ok(coach, 'PATCH', `/api/players/${kept.id}`, { ...kept, parentEmails: [author.email] })

    const before = await ok<PlayerView[]>(coach, 'GET', '/api/players')
    goalsOfTheKept = teamGoals(before.filter((p) => p.id !== erased.id))
    expect(goalsOfTheKept).toBe(3)
    // Everything is in the database before the deletions: the search below would find it.
    const beforeDump = await dump()
    for (const value of [child.name, child.medicalInfo, member.name, member.address, author.email])
      expect(beforeDump).toContain(value)

    expect(
      await t.database.db.selectFrom('member_privacy').select('team_id').where('user_id', '=', author.userId).execute(),
    ).toHaveLength(1)
    const kinds = await t.database.db
      .selectFrom('mail_preferences')
      .select('kind')
      .where('user_id', '=', author.userId)
      .orderBy('kind')
      .execute()
    expect(kinds.map(({ kind }) => kind)).toEqual(['news', 'schedule-changes'])
    // One row per kind of push notification.
    expect(
      await t.database.db
        .selectFrom('push_kind_preferences')
        .select('kind')
        .where('user_id', '=', author.userId)
        .execute(),
    ).toHaveLength(6)

    await ok(coach, 'DELETE', `/api/players/${erased.id}`)
    await ok(author, 'DELETE', '/api/account', { confirm: true, currentPassword: author.password })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('leaves none of the child’s or the member’s personal values anywhere in a dump of the database', async () => {
    const text = await dump()
    const personal = {
      ...child,
      ...member,
      email: author.email,
      parentEmailLowercase: child.parentEmail.toLowerCase(),
    }
    for (const [what, value] of Object.entries(personal))
      expect(text.includes(value), `${what} (${value}) is still in the dump`).toBe(false)
    expect(await app.storage.get(photoKey), 'the photo file').toBeNull()
  })

  it('keeps none of the member’s choices in any team', async () => {
    for (const table of ['member_privacy', 'mail_preferences', 'push_kind_preferences'] as const) {
      const rows = await t.database.db
        .selectFrom(table)
        .select('team_id')
        .where('user_id', '=', author.userId)
        .execute()
      expect(rows, table).toEqual([])
    }
  })

  it('signs the deleted member out everywhere and lets them sign in no more', async () => {
    expect((await call(author, 'GET', '/api/profile')).status).toBe(401)
    await expect(signIn(app, author)).rejects.toThrow(/401|400/)
  })

  it('keeps history readable: a removed player, a former member, and the totals of those who remain', async () => {
    const check = async () => {
      const players = await ok<PlayerView[]>(team.coach, 'GET', '/api/players')
      expect(players.map((p) => p.id)).not.toContain(erased.id)
      expect(teamGoals(players)).toBe(goalsOfTheKept)
      const { articles } = await ok<{ articles: { id: string; authorName: string }[] }>(team.coach, 'GET', '/api/news')
      expect(articles.find((article) => article.id === articleId)?.authorName).toBe('Former member')
      const votings = await ok<{ closed: { winners: { playerName: string; votes: number }[] }[] }>(
        team.coach,
        'GET',
        '/api/votings',
      )
      expect(votings.closed[0]!.winners).toEqual([{ playerId: erased.id, playerName: 'a removed player', votes: 2 }])
      const calendar = await ok<{ upcoming: { title: string; createdByName: string }[] }>(
        team.coach,
        'GET',
        '/api/calendar-events',
      )
      expect(calendar.upcoming.find((e) => e.title === 'Extra practice')?.createdByName).toBe('Former member')
      const members = await ok<{ userId: string }[]>(team.coach, 'GET', '/api/team/members')
      expect(members.map((m) => m.userId)).not.toContain(author.userId)
    }
    await check()

    // The maintainers' CLI: rebuild every projection from the log, then verify every one.
    for (const projection of projections.all) await rebuildProjection(t.owner.db, projection)
    await analyzeLog(t.owner.db)
    for (const projection of projections.all)
      expect(await verifyProjection(t.owner.db, projection), projection.name).toEqual([])
    await check()
    const text = await dump()
    for (const value of [child.name, child.medicalInfo, member.name, author.email]) expect(text).not.toContain(value)
  })

  it('asks for the account’s password, and answers a wrong one as a wrong current password', async () => {
    for (const body of [{ confirm: true }, { confirm: true, currentPassword: 'not-the-password' }]) {
      const response = await call(team.parent, 'DELETE', '/api/account', body)
      expect(response.status).toBe(400)
      expect(response.json<{ error: { code: string; message: string; fields: object } }>().error).toEqual({
        code: 'invalid-credential',
        message: 'Invalid email or password. Please check your credentials.',
        fields: { currentPassword: 'Current password is incorrect' },
      })
    }
    expect((await call(team.parent, 'GET', '/api/profile')).status).toBe(200)
  })

  it('asks an account without a password (Google sign-in only) for its e-mail address instead', async () => {
    const googleOnly = await team.addMember('parent')
    await t.database.db
      .updateTable('accounts')
      .set({ password_hash: null, google_sub: `google-${googleOnly.userId}` })
      .where('id', '=', googleOnly.userId)
      .execute()
    const wrong = await call(googleOnly, 'DELETE', '/api/account', { confirm: true, email: 'someone@example.org' })
    expect(wrong.status).toBe(400)
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('invalid-credential')
    expect((await call(googleOnly, 'GET', '/api/profile')).status).toBe(200)
    const body = { confirm: true, email: ` ${googleOnly.email.toUpperCase()} ` }
    expect((await call(googleOnly, 'DELETE', '/api/account', body)).status).toBe(204)
    expect((await call(googleOnly, 'GET', '/api/profile')).status).toBe(401)
  })

  it('refuses to let the team’s only coach leave it without a coach', async () => {
    const response = await call(team.coach, 'DELETE', '/api/account', {
      confirm: true,
      currentPassword: team.coach.password,
    })
    expect(response.status).toBe(409)
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'last-coach',
      message: expect.stringMatching(/only coach/) as string,
    })
    expect((await call(team.coach, 'GET', '/api/profile')).status).toBe(200)
    const unconfirmed = await call(team.parent, 'DELETE', '/api/account', {})
    expect(unconfirmed.status).toBe(400)
    expect((await call(team.parent, 'GET', '/api/profile')).status).toBe(200)
  })
})
