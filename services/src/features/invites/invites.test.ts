import type { TeamInvite } from '@teamspace/domain/invites/invites.schemas'
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

const listInvites = async (cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/invites', headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response.json<TeamInvite[]>()
}

const revoke = (cookie: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/invites/${id}`, headers: { origin: ORIGIN, cookie } })

describe('invite links', () => {
  it('are handed out again to their inviter while they work, and counted as people join', async () => {
    const coach = await setUpTeam(app)
    const first = await createInvite(app, coach.cookie, 'parent_guardian')
    const again = await createInvite(app, coach.cookie, 'parent_guardian')
    expect(again).toEqual(first)

    await registerWith(app, first.code)
    await registerWith(app, first.code)
    expect(await createInvite(app, coach.cookie, 'parent_guardian')).toEqual(first)

    const invites = await listInvites(coach.cookie)
    expect(invites).toHaveLength(1)
    expect(invites[0]).toMatchObject({ id: first.id, state: 'active', uses: 2, relationship: 'parent_guardian' })
  })

  it('are separate per relationship and per inviter', async () => {
    const coach = await setUpTeam(app)
    const parents = await createInvite(app, coach.cookie, 'parent_guardian')
    const volunteers = await createInvite(app, coach.cookie, 'volunteer')
    expect(volunteers.code).not.toBe(parents.code)
    const parent = await registerWith(app, parents.code)
    const family = await createInvite(app, parent.cookie, 'grandparent')
    expect(await createInvite(app, parent.cookie, 'grandparent')).toEqual(family)
    expect((await listInvites(coach.cookie)).map((invite) => invite.id).sort()).toEqual(
      [parents.id, volunteers.id, family.id].sort(),
    )
  })

  it('make a new link once the old one is revoked, and list the old one as revoked', async () => {
    const coach = await setUpTeam(app)
    const first = await createInvite(app, coach.cookie, 'parent_guardian')
    expect((await revoke(coach.cookie, first.id)).statusCode).toBe(204)
    const second = await createInvite(app, coach.cookie, 'parent_guardian')
    expect(second.code).not.toBe(first.code)
    expect(second.id).not.toBe(first.id)
    const invites = await listInvites(coach.cookie)
    expect(invites.map((invite) => [invite.id, invite.state])).toEqual([
      [second.id, 'active'],
      [first.id, 'revoked'],
    ])
    const { code } = (await t.owner.db
      .selectFrom('invite_codes')
      .select('code')
      .where('invite_id', '=', first.id)
      .executeTakeFirst())!
    expect(code).toBeNull()
  })

  it('list an expired link as expired', async () => {
    const coach = await setUpTeam(app)
    const link = await createInvite(app, coach.cookie, 'team_manager')
    await t.owner.db
      .updateTable('invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute()
    expect((await listInvites(coach.cookie)).find((invite) => invite.id === link.id)?.state).toBe('expired')
  })

  it('replace a link whose code was never kept (made before codes were) with a new one', async () => {
    const coach = await setUpTeam(app)
    const old = await createInvite(app, coach.cookie, 'parent_guardian')
    await t.owner.db.updateTable('invite_codes').set({ code: null }).where('invite_id', '=', old.id).execute()
    const fresh = await createInvite(app, coach.cookie, 'parent_guardian')
    expect(fresh.id).not.toBe(old.id)
    const states = Object.fromEntries((await listInvites(coach.cookie)).map((invite) => [invite.id, invite.state]))
    expect(states).toEqual({ [fresh.id]: 'active', [old.id]: 'revoked' })
  })
})
