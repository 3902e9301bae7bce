import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../../migrations/index'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { migrateToLatest } from '../../platform/db/migrate'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  app = (await buildSessionApp(t.database)).app
})
afterAll(() => app?.close())

type Me = { teamId: string; teamName: string; role: string; teams: { teamId: string; role: string }[] }

const headersOf = (cookie: string, teamId?: string) => ({
  origin: ORIGIN,
  cookie,
  ...(teamId ? { 'x-team': teamId } : {}),
})

const sessionOf = async (cookie: string, teamId?: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/auth/session', headers: headersOf(cookie, teamId) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ user: Me | null }>().user
}

/** Moves the session behind `cookie` to another of its teams (the team switcher). */
const switchTeam = (cookie: string, teamId: string) =>
  app.inject({ method: 'PUT', url: '/api/auth/session/team', headers: headersOf(cookie), payload: { teamId } })
const addPlayer = (cookie: string, teamId: string | undefined, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/players',
    headers: headersOf(cookie, teamId),
    payload: { name, parentEmails: [] },
  })

/** Riverside U10 (a parent in it) and Riverside U12 (whose coach invites that parent). */
const twoTeams = async () => {
  const u10 = await setUpTeam(app, { teamName: 'Riverside U10' })
  const u12 = await setUpTeam(app, { teamName: 'Riverside U12' })
  const parent = await registerWith(app, (await createInvite(app, u10.cookie, 'parent_guardian')).code)
  return { u10, u12, parent }
}

describe('one account in several teams', () => {
  it('joins a second team through its invite while signed in, and lands in it', async () => {
    const { u10, u12, parent } = await twoTeams()
    const { code } = await createInvite(app, u12.cookie, 'parent_guardian')
    const joined = await app.inject({
      method: 'POST',
      url: '/api/auth/join',
      headers: headersOf(parent.cookie, u10.teamId),
      payload: { role: 'parent', inviteCode: code },
    })
    expect(joined.statusCode, joined.body).toBe(201)
    const user = joined.json<{ user: Me }>().user
    expect(user.teamId).toBe(u12.teamId)
    expect(user.teams.map((team) => team.teamId)).toEqual([u10.teamId, u12.teamId])

    // The session is now in U12; a request naming U10 acts there.
    expect((await sessionOf(parent.cookie))?.teamName).toBe('Riverside U12')
    expect((await sessionOf(parent.cookie, u10.teamId))?.teamName).toBe('Riverside U10')

    // Joining again is refused: they are a member already.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/join',
      headers: headersOf(parent.cookie),
      payload: { role: 'parent', inviteCode: (await createInvite(app, u12.cookie, 'parent_guardian')).code },
    })
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'already-member',
      message: 'You are already a member of this team.',
    })
  })

  it('tells a signed-in member that an invite is to their own team, and nobody else', async () => {
    const { u10, u12, parent } = await twoTeams()
    const { code } = await createInvite(app, u12.cookie, 'parent_guardian')
    const preview = async (cookie?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/invites/${encodeURIComponent(code)}`,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ teamName: string; memberOfTeam?: string }>()
    }
    // A stranger and a member of another team see the team's name and the role, not its id.
    expect(await preview()).toEqual({
      teamName: 'Riverside U12',
      teamLanguage: 'en',
      role: 'parent',
      relationship: 'parent_guardian',
      grantsCoachRole: false,
    })
    expect((await preview(parent.cookie)).memberOfTeam).toBeUndefined()
    expect((await preview(u10.cookie)).memberOfTeam).toBeUndefined()
    // U12's own coach is told it is their team.
    expect((await preview(u12.cookie)).memberOfTeam).toBe(u12.teamId)
  })

  it('keeps each team to its own ids, and a role in one team gives nothing in the other', async () => {
    const { u10, u12 } = await twoTeams()
    // U10's coach becomes a parent in U12.
    const { code } = await createInvite(app, u12.cookie, 'parent_guardian')
    const joined = await app.inject({
      method: 'POST',
      url: '/api/auth/join',
      headers: headersOf(u10.cookie),
      payload: { role: 'parent', inviteCode: code },
    })
    expect(joined.statusCode, joined.body).toBe(201)

    expect((await addPlayer(u10.cookie, u10.teamId, 'Alex Under-Ten')).statusCode).toBe(201)
    const refused = await addPlayer(u10.cookie, u12.teamId, 'Sam Under-Twelve')
    expect(refused.statusCode, refused.body).toBe(403)

    // U12's player, asked for through U10: not there.
    const u12Player = await addPlayer(u12.cookie, undefined, 'Jo Under-Twelve')
    const playerId = u12Player.json<{ id: string }>().id
    const throughU10 = await app.inject({
      method: 'GET',
      url: `/api/players/${playerId}`,
      headers: headersOf(u10.cookie, u10.teamId),
    })
    expect(throughU10.statusCode).toBe(404)
    const throughU12 = await app.inject({
      method: 'GET',
      url: `/api/players/${playerId}`,
      headers: headersOf(u10.cookie, u12.teamId),
    })
    expect(throughU12.statusCode, throughU12.body).toBe(200)
    const roster = await app.inject({ method: 'GET', url: '/api/players', headers: headersOf(u10.cookie, u10.teamId) })
    expect(roster.body).toContain('Alex Under-Ten')
    expect(roster.body).not.toContain('Jo Under-Twelve')
  })

  it('answers 404 for a team the person is not a member of, by header, query or switch', async () => {
    const { u12, parent } = await twoTeams()
    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/players',
      headers: headersOf(parent.cookie, u12.teamId),
    })
    expect(byHeader.statusCode).toBe(404)
    expect(byHeader.json<{ error: { code: string } }>().error.code).toBe('team-not-found')
    expect(byHeader.body).not.toContain('Riverside U12')
    const byQuery = await app.inject({
      method: 'GET',
      url: `/api/players?team=${u12.teamId}`,
      headers: headersOf(parent.cookie),
    })
    expect(byQuery.statusCode).toBe(404)
    const unknown = await app.inject({ method: 'GET', url: '/api/players', headers: headersOf(parent.cookie, 'nope') })
    expect(unknown.statusCode).toBe(404)
    const switched = await switchTeam(parent.cookie, u12.teamId)
    expect(switched.statusCode).toBe(404)
  })

  it('switches the session between its teams; a second session keeps its own', async () => {
    const { u10, u12, parent } = await twoTeams()
    await app.inject({
      method: 'POST',
      url: '/api/auth/join',
      headers: headersOf(parent.cookie),
      payload: { role: 'parent', inviteCode: (await createInvite(app, u12.cookie, 'parent_guardian')).code },
    })
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: ORIGIN },
      payload: { email: parent.email, password: 'secret123' },
    })
    const otherCookie = other.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    // A new session starts in the earliest team.
    expect((await sessionOf(otherCookie))?.teamId).toBe(u10.teamId)

    const switched = await switchTeam(otherCookie, u12.teamId)
    expect(switched.statusCode, switched.body).toBe(200)
    expect(switched.json<{ user: Me }>().user.teamId).toBe(u12.teamId)
    expect((await sessionOf(otherCookie))?.teamId).toBe(u12.teamId)
    const back = await switchTeam(parent.cookie, u10.teamId)
    expect(back.statusCode).toBe(200)
    expect((await sessionOf(parent.cookie))?.teamId).toBe(u10.teamId)
    expect((await sessionOf(otherCookie))?.teamId).toBe(u12.teamId)
  })

  it('creates another team from a signed-in account, as its coach', async () => {
    const { u10, parent } = await twoTeams()
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/teams',
      headers: headersOf(parent.cookie, u10.teamId),
      payload: { teamName: 'Riverside Veterans', ageGroup: 'Adult', timeZone: 'Europe/London' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const user = created.json<{ user: Me }>().user
    expect(user).toMatchObject({ teamName: 'Riverside Veterans', role: 'coach' })
    expect(user.teams.map((team) => team.role)).toEqual(['parent', 'coach'])
    expect((await addPlayer(parent.cookie, user.teamId, 'Vet Eran')).statusCode).toBe(201)
    expect((await addPlayer(parent.cookie, u10.teamId, 'Not Allowed')).statusCode).toBe(403)
  })
})

describe('a database from before several teams per account', () => {
  it('migrates, and every member signs in to their one team as before', async () => {
    const teams = await Promise.all([0, 1, 2].map(() => twoTeams()))
    const members = teams.flatMap(({ u10, u12, parent }) => [u10, u12, parent])
    // Back to the schema before sessions kept a team (the session table as it was), then forward again.
    const migrator = new Migrator({ db: t.owner.db, provider: { getMigrations: async () => migrations } })
    const down = await migrator.migrateTo('0080_append_in_batches')
    expect(down.error).toBeUndefined()
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'sessions'`.execute(t.owner.db)
    expect(columns.rows.map((row) => row.column_name)).not.toContain('team_id')
    await migrateToLatest(t.owner.db)

    const kept = await sql<{ team_id: string | null }>`select team_id from sessions`.execute(t.owner.db)
    expect(kept.rows.every((row) => row.team_id !== null)).toBe(true)
    // A new instance (nothing cached): each session as it was, and each sign-in, lands in the member's team.
    const after = (await buildSessionApp(t.database)).app
    try {
      for (const member of members) {
        const session = await after.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: headersOf(member.cookie),
        })
        const user = session.json<{ user: Me | null }>().user
        expect(user?.teamId).toBe(member.teamId)
        expect(user?.teams).toHaveLength(1)
        const signedIn = await after.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: { origin: ORIGIN },
          payload: { email: member.email, password: 'secret123' },
        })
        expect(signedIn.statusCode, signedIn.body).toBe(200)
        expect(signedIn.json<{ user: Me }>().user.teamId).toBe(member.teamId)
      }
    } finally {
      await after.close()
    }
  })
})
