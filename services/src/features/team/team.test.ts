import type { Member, Team } from '@teamspace/domain/team/team.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
})
afterAll(() => app?.close())

type Caller = { cookie: string }

const as = (caller: Caller) => ({ origin: ORIGIN, cookie: caller.cookie })
const getTeam = (caller: Caller) => app.inject({ method: 'GET', url: '/api/team', headers: as(caller) })
const changeSettings = (caller: Caller, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/team', headers: as(caller), payload })
const members = async (caller: Caller) => {
  const response = await app.inject({ method: 'GET', url: '/api/team/members', headers: as(caller) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Member[]>()
}
const changeRole = (caller: Caller, userId: string, role: string) =>
  app.inject({ method: 'PATCH', url: `/api/team/members/${userId}`, headers: as(caller), payload: { role } })
const remove = (caller: Caller, userId: string) =>
  app.inject({ method: 'DELETE', url: `/api/team/members/${userId}`, headers: as(caller) })
const roleOf = async (caller: Caller, userId: string) => (await members(caller)).find((m) => m.userId === userId)?.role
const sessionRole = async (caller: Caller) =>
  (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: caller.cookie } })).json<{
    user: { role: string } | null
  }>().user?.role

/** A coach's new team with one parent in it. */
const teamWithParent = async () => {
  const coach = await setUpTeam(app, { name: 'Casey Coach', teamName: 'Riverside U10' })
  const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
  return { coach, parent }
}

describe('team details', () => {
  it('shows every member the team as it was set up', async () => {
    const { coach, parent } = await teamWithParent()
    for (const caller of [coach, parent]) {
      const response = await getTeam(caller)
      expect(response.statusCode).toBe(200)
      expect(response.json<Team>()).toMatchObject({
        id: coach.teamId,
        name: 'Riverside U10',
        ageGroup: 'U10',
        timeZone: 'Europe/London',
      })
    }
  })

  it('lets a coach change the name, age group and time zone, trimmed, for everyone', async () => {
    const { coach, parent } = await teamWithParent()
    const changed = await changeSettings(coach, {
      name: '  Riverside Rovers ',
      ageGroup: 'U12',
      timeZone: 'America/New_York',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<Team>()).toMatchObject({
      name: 'Riverside Rovers',
      ageGroup: 'U12',
      timeZone: 'America/New_York',
    })
    expect((await getTeam(parent)).json<Team>()).toMatchObject({ name: 'Riverside Rovers', ageGroup: 'U12' })
  })

  it('answers each mistake with the spec’s message beside its field', async () => {
    const { coach } = await teamWithParent()
    const response = await changeSettings(coach, { name: '   ', ageGroup: 'U9', timeZone: 'Europe/London' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Team name is required',
        fields: { name: 'Team name is required', ageGroup: 'Age group is required' },
      },
    })
    expect((await getTeam(coach)).json<Team>()).toMatchObject({ name: 'Riverside U10', ageGroup: 'U10' })
  })

  it('are not a parent’s to change', async () => {
    const { coach, parent } = await teamWithParent()
    const response = await changeSettings(parent, { name: 'Mine', ageGroup: 'U8', timeZone: 'UTC' })
    expect(response.statusCode).toBe(403)
    expect((await getTeam(coach)).json<Team>()).toMatchObject({ name: 'Riverside U10', ageGroup: 'U10' })
  })
})

describe('the team’s language', () => {
  it('is its founder’s at first, and a coach’s choice after that, for members and invitees alike', async () => {
    const spanishCoach = await setUpTeam(app, {
      name: 'Carmen Entrenadora',
      teamName: 'Alevín A',
      timeZone: 'Europe/Madrid',
      language: 'es',
    })
    expect((await getTeam(spanishCoach)).json<Team>()).toMatchObject({ name: 'Alevín A', language: 'es' })

    const { coach, parent } = await teamWithParent()
    expect((await getTeam(parent)).json<Team>()).toMatchObject({ language: 'en' })
    const settings = { name: 'Riverside U10', ageGroup: 'U10', timeZone: 'Europe/London' }
    const changed = await changeSettings(coach, { ...settings, language: 'de' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await getTeam(parent)).json<Team>()).toMatchObject({ language: 'de' })
    // Left out (a change queued on a phone before teams had a language), it stays as it is.
    expect((await changeSettings(coach, settings)).json<Team>()).toMatchObject({ language: 'de' })

    const { code } = await createInvite(app, coach.cookie, 'parent_guardian')
    const preview = await app.inject({ method: 'GET', url: `/api/invites/${code}` })
    expect(preview.json()).toMatchObject({ teamName: 'Riverside U10', teamLanguage: 'de' })

    const refused = await changeSettings(coach, { ...settings, language: 'fr' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { code: 'validation', fields: { language: 'Choose a language' } } })
    expect((await getTeam(coach)).json<Team>()).toMatchObject({ language: 'de' })
  })
})

describe('the member list', () => {
  it('names every member with their role; e-mail addresses only for those who run the team', async () => {
    const { coach, parent } = await teamWithParent()
    const forCoach = await members(coach)
    expect(forCoach.map(({ userId, name, role, email }) => ({ userId, name, role, email }))).toEqual([
      { userId: coach.userId, name: 'Casey Coach', role: 'coach', email: coach.email },
      { userId: parent.userId, name: 'Pat Parent', role: 'parent', email: parent.email },
    ])
    const forParent = await members(parent)
    expect(forParent.map((m) => m.userId)).toEqual([coach.userId, parent.userId])
    expect(forParent.every((m) => m.email === null)).toBe(true)
  })
})

describe('roles', () => {
  it('lets a coach make a parent an assistant coach, who may then run the team', async () => {
    const { coach, parent } = await teamWithParent()
    const promoted = await changeRole(coach, parent.userId, 'assistant_coach')
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect(await roleOf(coach, parent.userId)).toBe('assistant_coach')
    expect(await sessionRole(parent)).toBe('assistant_coach')
    const renamed = await changeSettings(parent, { name: 'Assistant’s Choice', ageGroup: 'U10', timeZone: 'UTC' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await members(parent)).every((m) => m.email !== null)).toBe(true)
  })

  it('refuses a role that does not exist', async () => {
    const { coach, parent } = await teamWithParent()
    expect((await changeRole(coach, parent.userId, 'captain')).statusCode).toBe(400)
    expect(await roleOf(coach, parent.userId)).toBe('parent')
  })

  it('are not a parent’s to change, not even their own', async () => {
    const { coach, parent } = await teamWithParent()
    expect((await changeRole(parent, parent.userId, 'coach')).statusCode).toBe(403)
    expect((await changeRole(parent, coach.userId, 'parent')).statusCode).toBe(403)
    expect(await roleOf(coach, parent.userId)).toBe('parent')
    expect(await roleOf(coach, coach.userId)).toBe('coach')
  })
})

describe('removing a member', () => {
  it('takes them off the list and signs them out everywhere', async () => {
    const { coach, parent } = await teamWithParent()
    const removed = await remove(coach, parent.userId)
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await members(coach)).map((m) => m.userId)).toEqual([coach.userId])
    expect((await getTeam(parent)).statusCode).toBe(401)
    expect(await sessionRole(parent)).toBeUndefined()
  })

  it('answers a member who is not in the team with 404', async () => {
    const { coach } = await teamWithParent()
    const stranger = await setUpTeam(app, { teamName: 'Lakeside U10' })
    for (const userId of ['nobody', stranger.userId]) {
      const response = await remove(coach, userId)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Member not found.')
    }
    expect((await getTeam(stranger)).statusCode).toBe(200)
  })

  it('is not a parent’s to do', async () => {
    const { coach, parent } = await teamWithParent()
    expect((await remove(parent, coach.userId)).statusCode).toBe(403)
    expect((await members(coach)).map((m) => m.userId)).toEqual([coach.userId, parent.userId])
  })
})

describe('the last coach', () => {
  it('can neither step down nor leave', async () => {
    const { coach } = await teamWithParent()
    for (const response of [await changeRole(coach, coach.userId, 'parent'), await remove(coach, coach.userId)]) {
      expect(response.statusCode).toBe(409)
      expect(response.json().error.message).toBe('A team needs at least one coach.')
    }
    expect(await roleOf(coach, coach.userId)).toBe('coach')
  })

  it('is still the last one beside an assistant coach', async () => {
    const { coach, parent } = await teamWithParent()
    expect((await changeRole(coach, parent.userId, 'assistant_coach')).statusCode).toBe(200)
    const response = await remove(parent, coach.userId)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe('A team needs at least one coach.')
  })

  it('may hand the team over to a second coach, who may then remove them', async () => {
    const { coach, parent } = await teamWithParent()
    expect((await changeRole(coach, parent.userId, 'coach')).statusCode).toBe(200)
    expect((await changeRole(coach, coach.userId, 'parent')).statusCode).toBe(200)
    expect(await sessionRole(coach)).toBe('parent')
    expect((await remove(parent, coach.userId)).statusCode).toBe(204)
    expect((await members(parent)).map(({ userId, role }) => ({ userId, role }))).toEqual([
      { userId: parent.userId, role: 'coach' },
    ])
  })
})
