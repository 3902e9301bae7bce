import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { pushChoices } from '../../../test/push-choices'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  app = (await buildSessionApp(t.database)).app
})
afterAll(() => app?.close())

type Me = { teamId: string; teamName: string; teams: { teamId: string }[] }

const headersOf = (cookie: string, teamId?: string) => ({
  origin: ORIGIN,
  cookie,
  ...(teamId ? { 'x-team': teamId } : {}),
})

const leave = (cookie: string, teamId?: string) =>
  app.inject({ method: 'POST', url: '/api/team/leave', headers: headersOf(cookie, teamId) })

const sessionOf = async (cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/auth/session', headers: headersOf(cookie) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ user: Me | null }>().user
}

const memberIds = async (cookie: string, teamId: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/team/members', headers: headersOf(cookie, teamId) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ userId: string }[]>().map((member) => member.userId)
}

const join = async (cookie: string, inviteCode: string, role: 'parent' | 'coach' = 'parent') => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/join',
    headers: headersOf(cookie),
    payload: { role, inviteCode },
  })
  expect(response.statusCode, response.body).toBe(201)
}

/** Riverside U10 (a parent in it) and Riverside U12, which that parent joins too (their session moves there). */
const parentInTwoTeams = async () => {
  const u10 = await setUpTeam(app, { teamName: 'Riverside U10' })
  const u12 = await setUpTeam(app, { teamName: 'Riverside U12' })
  const parent = await registerWith(app, (await createInvite(app, u10.cookie, 'parent_guardian')).code)
  await join(parent.cookie, (await createInvite(app, u12.cookie, 'parent_guardian')).code)
  return { u10, u12, parent }
}

describe('leaving a team', () => {
  it('ends that membership only: the account and the other team stay', async () => {
    const { u10, u12, parent } = await parentInTwoTeams()
    const left = await leave(parent.cookie, u10.teamId)
    expect(left.statusCode, left.body).toBe(204)

    expect(await memberIds(u10.cookie, u10.teamId)).not.toContain(parent.userId)
    expect(await memberIds(u12.cookie, u12.teamId)).toContain(parent.userId)
    const me = await sessionOf(parent.cookie)
    expect(me?.teams.map((team) => team.teamId)).toEqual([u12.teamId])
    // The team they left is one they are not a member of.
    const gone = await app.inject({ method: 'GET', url: '/api/team', headers: headersOf(parent.cookie, u10.teamId) })
    expect(gone.statusCode).toBe(404)
    expect(gone.json<{ error: { code: string } }>().error.code).toBe('team-not-found')
  })

  it('erases what is kept of the person for that team alone: choices, feed link, queued mail', async () => {
    const { u10, u12, parent } = await parentInTwoTeams()
    for (const teamId of [u10.teamId, u12.teamId]) {
      const headers = headersOf(parent.cookie, teamId)
      for (const url of ['/api/schedule-emails', '/api/news-emails']) {
        const saved = await app.inject({ method: 'PUT', url, headers, payload: { enabled: false } })
        expect(saved.statusCode, saved.body).toBe(200)
      }
      const kinds = pushChoices(['schedule'])
      const push = await app.inject({ method: 'PUT', url: '/api/push/preferences', headers, payload: kinds })
      expect(push.statusCode, push.body).toBe(200)
      const feed = await app.inject({ method: 'POST', url: '/api/calendar-feed', headers })
      expect(feed.statusCode, feed.body).toBeLessThan(300)
    }
    const teamsWith = async () => {
      const db = t.database.db
      const teamIds = (rows: readonly { team_id: string }[]) => rows.map((row) => row.team_id).sort()
      const choices = async (kind: string) =>
        teamIds(
          await db
            .selectFrom('mail_preferences')
            .select('team_id')
            .where('user_id', '=', parent.userId)
            .where('kind', '=', kind)
            .execute(),
        )
      return {
        schedule: await choices('schedule-changes'),
        news: await choices('news'),
        feed: teamIds(
          await db.selectFrom('calendar_feed_tokens').select('team_id').where('user_id', '=', parent.userId).execute(),
        ),
        push: teamIds(
          await db
            .selectFrom('push_kind_preferences')
            .select('team_id')
            .distinct()
            .where('user_id', '=', parent.userId)
            .execute(),
        ),
      }
    }
    const both = [u10.teamId, u12.teamId].sort()
    expect(await teamsWith()).toEqual({ schedule: both, news: both, feed: both, push: both })

    expect((await leave(parent.cookie, u10.teamId)).statusCode).toBe(204)
    expect(await teamsWith()).toEqual({
      schedule: [u12.teamId],
      news: [u12.teamId],
      feed: [u12.teamId],
      push: [u12.teamId],
    })
  })

  it("moves a session whose current team it was to the person's earliest remaining team", async () => {
    const u8 = await setUpTeam(app, { teamName: 'Riverside U8' })
    const { u10, u12, parent } = await parentInTwoTeams()
    await join(parent.cookie, (await createInvite(app, u8.cookie, 'parent_guardian')).code)
    // Now in U8, the latest; back to U12, then leaving it lands in U10, the earliest left.
    const switched = await app.inject({
      method: 'PUT',
      url: '/api/auth/session/team',
      headers: headersOf(parent.cookie),
      payload: { teamId: u12.teamId },
    })
    expect(switched.statusCode, switched.body).toBe(200)
    expect((await leave(parent.cookie)).statusCode).toBe(204)
    const me = await sessionOf(parent.cookie)
    expect(me?.teamId).toBe(u10.teamId)
    expect(me?.teams.map((team) => team.teamId)).toEqual([u10.teamId, u8.teamId])
    const row = await t.database.db
      .selectFrom('sessions')
      .select('team_id')
      .where('account_id', '=', parent.userId)
      .execute()
    expect(row.map((session) => session.team_id)).not.toContain(u12.teamId)
  })

  it("refuses the team's only coach, naming the team, and changes nothing", async () => {
    const u10 = await setUpTeam(app, { teamName: 'Riverside U10' })
    const u12 = await setUpTeam(app, { teamName: 'Riverside U12' })
    await join(u10.cookie, (await createInvite(app, u12.cookie, 'parent_guardian')).code)
    const refused = await leave(u10.cookie, u10.teamId)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'last-coach',
      message:
        'You are the only coach of Riverside U10. Make another member a coach before you leave it: a team needs at least one coach.',
    })
    expect(await memberIds(u10.cookie, u10.teamId)).toContain(u10.userId)
  })

  it('lets a coach leave once another member coaches the team', async () => {
    const u10 = await setUpTeam(app, { teamName: 'Riverside U10' })
    const u12 = await setUpTeam(app, { teamName: 'Riverside U12' })
    const assistant = await registerWith(app, (await createInvite(app, u10.cookie, 'parent_guardian')).code)
    const promoted = await app.inject({
      method: 'PATCH',
      url: `/api/team/members/${assistant.userId}`,
      headers: headersOf(u10.cookie, u10.teamId),
      payload: { role: 'coach' },
    })
    expect(promoted.statusCode, promoted.body).toBe(200)
    await join(u10.cookie, (await createInvite(app, u12.cookie, 'parent_guardian')).code)
    expect((await leave(u10.cookie, u10.teamId)).statusCode).toBe(204)
    expect(await memberIds(assistant.cookie, u10.teamId)).toEqual([assistant.userId])
  })

  it('refuses to leave the only team, pointing to account deletion', async () => {
    const u10 = await setUpTeam(app, { teamName: 'Riverside U10' })
    const parent = await registerWith(app, (await createInvite(app, u10.cookie, 'parent_guardian')).code)
    const refused = await leave(parent.cookie)
    expect(refused.statusCode, refused.body).toBe(409)
    const { error } = refused.json<{ error: { code: string; message: string } }>()
    expect(error.code).toBe('only-team')
    expect(error.message).toMatch(/delete your account/)
    expect(await memberIds(u10.cookie, u10.teamId)).toContain(parent.userId)
  })

  it('leaves the person one team when they leave both of two at once', async () => {
    const { u10, u12, parent } = await parentInTwoTeams()
    const answers = await Promise.all([leave(parent.cookie, u10.teamId), leave(parent.cookie, u12.teamId)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)!
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('only-team')
    expect((await sessionOf(parent.cookie))?.teams).toHaveLength(1)
  })

  it('answers 404 for a team the person is not a member of', async () => {
    const { parent } = await parentInTwoTeams()
    const other = await setUpTeam(app, { teamName: 'Riverside U14' })
    const response = await leave(parent.cookie, other.teamId)
    expect(response.statusCode).toBe(404)
    expect(response.json<{ error: { code: string } }>().error.code).toBe('team-not-found')
    expect((await sessionOf(parent.cookie))?.teams).toHaveLength(2)
  })
})

describe('a coach removing a member who is in another team too', () => {
  it('ends their membership of this team only: they stay signed in, in the other', async () => {
    const { u10, u12, parent } = await parentInTwoTeams()
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/team/members/${parent.userId}`,
      headers: headersOf(u12.cookie, u12.teamId),
    })
    expect(removed.statusCode, removed.body).toBe(204)
    // Their session was in U12: it falls back to U10.
    const me = await sessionOf(parent.cookie)
    expect(me?.teamId).toBe(u10.teamId)
    expect(me?.teams.map((team) => team.teamId)).toEqual([u10.teamId])
    expect(await memberIds(u10.cookie, u10.teamId)).toContain(parent.userId)
  })
})
