import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp, ORIGIN } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { createTeam, signIn, type Member, type TeamContext } from '../../../test/route-fixtures'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let outbox: Awaited<ReturnType<typeof buildSessionApp>>['outbox']

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A request as `as`, in `teamId` (the X-Team header) when given, else in the session's current team. */
const call = async (as: Member, method: Method, url: string, options: { teamId?: string; body?: object } = {}) => {
  const response = await app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: as.cookie, ...(options.teamId ? { 'x-team': options.teamId } : {}) },
    ...(options.body ? { payload: options.body } : {}),
  })
  return { status: response.statusCode, body: response.body, json: <T>() => response.json<T>() }
}
const ok = async <T = unknown>(
  as: Member,
  method: Method,
  url: string,
  options: { teamId?: string; body?: object } = {},
) => {
  const response = await call(as, method, url, options)
  expect(response.status, `${method} ${url}: ${response.body}`).toBeLessThan(300)
  return response.status === 204 ? (null as T) : response.json<T>()
}

/** The whole database as `pg_dump` writes it: schema, every table's rows, the log included. */
const dump = async () => {
  const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', t.url], { maxBuffer: 256 * 1024 * 1024 })
  return stdout
}

let counter = 0
const newTeam = async (label: string) =>
  (
    await createTeam(app, outbox, {
      team: `${label} ${counter++} FC`,
      coach: `Coach of ${label}`,
      parent: `Parent of ${label}`,
      players: `Player of ${label}`,
    })
  ).context

/** `member` joins `team` through an invite (as `relationship`), while signed in; the session moves there. */
const join = async (member: Member, team: TeamContext, relationship = 'parent_guardian', role = 'parent') => {
  const { code } = await team.invite(relationship)
  await ok(member, 'POST', '/api/auth/join', { body: { role, inviteCode: code } })
}

const memberIds = async (team: TeamContext) =>
  (await ok<{ userId: string }[]>(team.coach, 'GET', '/api/team/members', { teamId: team.teamId })).map((m) => m.userId)

const myTeams = async (member: Member) =>
  (await ok<{ user: { teams: { teamId: string }[] } }>(member, 'GET', '/api/auth/session')).user.teams.map(
    (team) => team.teamId,
  )

/**
 * What a member has in a team: their child on the roster (by their e-mail address), a chat thread and message,
 * an availability answer for the child and a calendar-feed link.
 */
const leaveTracesIn = async (team: TeamContext, member: Member, childName: string) => {
  const teamId = team.teamId
  const player = await ok<{ id: string }>(team.coach, 'POST', '/api/players', {
    teamId,
    body: { name: childName, parentEmails: [member.email] },
  })
  const threadId = (
    await ok<{ id: string }>(member, 'POST', '/api/chat/threads', {
      teamId,
      body: { title: 'Carpool to the cup final', description: 'Who drives whom', tags: ['travel'], isPrivate: false },
    })
  ).id
  await ok(member, 'POST', `/api/chat/threads/${threadId}/messages`, {
    teamId,
    body: { content: 'I can take two players.' },
  })
  const game = await team.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers' })
  await ok(member, 'PUT', `/api/calendar-events/${game.id}/availability/${player.id}`, {
    teamId,
    body: { answer: 'maybe', note: 'Back from holiday at 11' },
  })
  const { url } = await ok<{ url: string }>(member, 'POST', '/api/calendar-feed', { teamId })
  return { playerId: player.id, feedPath: new URL(url, ORIGIN).pathname }
}

const feedStatus = async (path: string) => (await app.inject({ method: 'GET', url: path })).statusCode

beforeAll(async () => {
  const built = await buildSessionApp(t.database)
  app = built.app
  outbox = built.outbox
})
afterAll(async () => {
  await app?.close()
})

describe.skipIf(!isPostgresServer())('a person in two teams deletes their account', () => {
  const tag = randomBytes(4).toString('hex')
  const person = {
    name: `Morwenna Larkspur ${tag}`,
    phone: `0161497${tag.slice(0, 4)}`,
    address: `${tag} Foxglove Row, Puddleby`,
    emergencyContact: `Percival Larkspur ${tag}`,
  }
  let athletic: TeamContext
  let borough: TeamContext
  let member: Member
  let feeds: string[]

  beforeAll(async () => {
    athletic = await newTeam('Athletic')
    borough = await newTeam('Borough')
    // A parent in one team, staff (assistant coach) in the other.
    member = await athletic.addMember('parent')
    await join(member, borough, 'assistant_coach', 'coach')
    expect(await myTeams(member)).toEqual([athletic.teamId, borough.teamId])
    await ok(member, 'PATCH', '/api/profile', {
      body: {
        name: person.name,
        phoneNumber: person.phone,
        address: person.address,
        emergencyContact: person.emergencyContact,
        emergencyPhone: person.phone,
        privacy: { showPhone: true, showEmail: true, showAddress: true },
      },
    })
    const inAthletic = await leaveTracesIn(athletic, member, `Child in Athletic ${tag}`)
    const inBorough = await leaveTracesIn(borough, member, `Child in Borough ${tag}`)
    feeds = [inAthletic.feedPath, inBorough.feedPath]
    for (const feed of feeds) expect(await feedStatus(feed)).toBe(200)
    const before = await dump()
    for (const value of [person.name, person.address, member.email]) expect(before).toContain(value)

    await ok(member, 'DELETE', '/api/account', { body: { confirm: true, currentPassword: member.password } })
  })

  it('leaves none of their values anywhere in a dump of the database', async () => {
    const text = await dump()
    const personal = { ...person, email: member.email, emailLowercase: member.email.toLowerCase() }
    for (const [what, value] of Object.entries(personal))
      expect(text.includes(value), `${what} (${value}) is still in the dump`).toBe(false)
  })

  it('removes them from both teams, ends their feed links and signs them out', async () => {
    expect(await memberIds(athletic)).not.toContain(member.userId)
    expect(await memberIds(borough)).not.toContain(member.userId)
    for (const feed of feeds) expect(await feedStatus(feed)).toBe(404)
    expect((await call(member, 'GET', '/api/profile')).status).toBe(401)
    await expect(signIn(app, member)).rejects.toThrow(/401|400/)
    // What they wrote stays in each team, by id only.
    for (const team of [athletic, borough]) {
      const threads = await call(team.coach, 'GET', '/api/chat/threads', { teamId: team.teamId })
      expect(threads.body).toContain('Carpool to the cup final')
    }
  })
})

describe.skipIf(!isPostgresServer())('deleting an account that is the only coach of one of its teams', () => {
  it('is refused naming that team, and changes nothing, when it is the later team', async () => {
    const athletic = await newTeam('Athletic')
    const member = await athletic.addMember('parent')
    const founded = await ok<{ user: { teamId: string } }>(member, 'POST', '/api/auth/teams', {
      body: { teamName: `Founded United ${counter++}`, ageGroup: 'U12', timeZone: 'Europe/London' },
    })
    const refused = await call(member, 'DELETE', '/api/account', {
      teamId: athletic.teamId,
      body: { confirm: true, currentPassword: member.password },
    })
    expect(refused.status, refused.body).toBe(409)
    const { error } = refused.json<{ error: { code: string; message: string } }>()
    expect(error.code).toBe('last-coach')
    expect(error.message).toMatch(/^You are the only coach of Founded United \d+\./)
    // Nothing changed: a member of both still, signed in.
    expect(await myTeams(member)).toEqual([athletic.teamId, founded.user.teamId])
    expect(await memberIds(athletic)).toContain(member.userId)
    expect((await call(member, 'GET', '/api/profile')).status).toBe(200)
  })

  it('is refused naming the first team when they founded it, and changes nothing', async () => {
    const founded = await newTeam('Founders')
    const borough = await newTeam('Borough')
    await join(founded.coach, borough)
    const refused = await call(founded.coach, 'DELETE', '/api/account', {
      body: { confirm: true, currentPassword: founded.coach.password },
    })
    expect(refused.status, refused.body).toBe(409)
    expect(refused.json<{ error: { message: string } }>().error.message).toContain(`only coach of ${founded.name}.`)
    expect(await myTeams(founded.coach)).toEqual([founded.teamId, borough.teamId])
    expect(await memberIds(borough)).toContain(founded.coach.userId)
  })

  it('decides the last coach on each team as it stands: a co-coach leaving meanwhile leaves one coach', async () => {
    for (let round = 0; round < 3; round++) {
      const athletic = await newTeam('Athletic')
      const borough = await newTeam('Borough')
      const cup = await newTeam('Cup')
      // The person: a parent in Athletic, then a coach of Borough beside Borough's own coach.
      const member = await athletic.addMember('parent')
      await join(member, borough)
      await ok(borough.coach, 'PATCH', `/api/team/members/${member.userId}`, { body: { role: 'coach' } })
      // Borough's coach is in Cup too, so may leave Borough.
      await join(borough.coach, cup)
      const [deleted, left] = await Promise.all([
        call(member, 'DELETE', '/api/account', { body: { confirm: true, currentPassword: member.password } }),
        call(borough.coach, 'POST', '/api/team/leave', { teamId: borough.teamId }),
      ])
      // One of them is Borough's last coach once the other went through.
      expect([deleted.status, left.status].sort(), `${deleted.body} ${left.body}`).toEqual([204, 409])
      const remaining = await t.database.db
        .selectFrom('team_members')
        .select(['user_id', 'role'])
        .where('team_id', '=', borough.teamId)
        .execute()
      expect(remaining.filter((row) => row.role === 'coach')).toHaveLength(1)
      // Refused, the deletion changed nothing in Athletic either.
      if (deleted.status === 409) expect(await memberIds(athletic)).toContain(member.userId)
      else expect(await memberIds(athletic)).not.toContain(member.userId)
    }
  })

  it('goes through once another member coaches the team', async () => {
    const founded = await newTeam('Handover')
    const borough = await newTeam('Borough')
    // Invited before the coach joins Borough: the team's helpers act in the coach's current team.
    const successor = await founded.addMember('parent')
    await join(founded.coach, borough)
    await ok(founded.coach, 'PATCH', `/api/team/members/${successor.userId}`, {
      teamId: founded.teamId,
      body: { role: 'coach' },
    })
    await ok(founded.coach, 'DELETE', '/api/account', {
      body: { confirm: true, currentPassword: founded.coach.password },
    })
    expect(await memberIds({ ...founded, coach: successor })).not.toContain(founded.coach.userId)
    expect(await memberIds(borough)).not.toContain(founded.coach.userId)
  })
})

describe.skipIf(!isPostgresServer())('a person in two teams leaves one', () => {
  let athletic: TeamContext
  let borough: TeamContext
  let member: Member
  let traces: {
    athletic: Awaited<ReturnType<typeof leaveTracesIn>>
    borough: Awaited<ReturnType<typeof leaveTracesIn>>
  }

  beforeAll(async () => {
    athletic = await newTeam('Athletic')
    borough = await newTeam('Borough')
    member = await athletic.addMember('parent')
    await join(member, borough)
    traces = {
      athletic: await leaveTracesIn(athletic, member, 'Leaving Child'),
      borough: await leaveTracesIn(borough, member, 'Staying Child'),
    }
    await ok(member, 'POST', '/api/team/leave', { teamId: athletic.teamId })
  })

  it('ends their membership of that team, and its feed link, as a removal does', async () => {
    expect(await memberIds(athletic)).not.toContain(member.userId)
    expect(await feedStatus(traces.athletic.feedPath)).toBe(404)
    const gone = await call(member, 'GET', '/api/team', { teamId: athletic.teamId })
    expect(gone.status).toBe(404)
    expect(gone.json<{ error: { code: string } }>().error.code).toBe('team-not-found')
  })

  it('keeps the account, the profile and the other team with what they have there', async () => {
    expect(await myTeams(member)).toEqual([borough.teamId])
    expect(await memberIds(borough)).toContain(member.userId)
    expect(await feedStatus(traces.borough.feedPath)).toBe(200)
    expect((await call(member, 'GET', '/api/profile')).status).toBe(200)
    await signIn(app, member)
    const child = await ok<{ parentIds: string[] }>(borough.coach, 'GET', `/api/players/${traces.borough.playerId}`, {
      teamId: borough.teamId,
    })
    expect(child.parentIds).toContain(member.userId)
  })
})
