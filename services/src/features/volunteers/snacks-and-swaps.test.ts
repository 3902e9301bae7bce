import type { AllergiesPage, ChildAllergies } from '@teamspace/domain/allergies/allergies.schemas'
import type { VolunteerNeedView, VolunteersPage } from '@teamspace/domain/volunteers/volunteers.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { crowdIn } from '../../../test/crowd'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import type { App } from '../../app'
import { readStream } from '../../platform/event-store/read'

/**
 * Snacks that respect allergies, and slot swaps, over HTTP on a real database: a family bringing food sees the
 * kinds of allergy in the team and never whose they are; an offered slot goes to exactly one of the families who
 * take it at once.
 */

const t = useTestDatabase({ poolSize: 10 })
let app: App
let team: TeamContext

beforeAll(async () => {
  ;({ app, team } = await sessionAppWithTeam(t.database, {
    team: 'Snacking Swifts',
    coach: 'Sam Coach',
    parent: 'Nora Parent',
    players: 'Swift',
  }))
})
afterAll(() => app?.close())

interface Caller {
  readonly cookie: string
}

const send = (member: Caller, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie: member.cookie }, ...(payload ? { payload } : {}) })

const saveAllergies = (member: Caller, playerId: string, body: object) =>
  send(member, 'PUT', `/api/children/${playerId}/allergies`, body)

const needOf = async (member: Caller, needId: string) => {
  const response = await send(member, 'GET', '/api/volunteer-needs')
  expect(response.statusCode).toBe(200)
  return { need: response.json<VolunteersPage>().needs.find((n) => n.id === needId)!, body: response.body }
}

const crowdOf = (size: number) => crowdIn(t.owner.db, team.teamId, size, 'Swapper')

describe('snacks that respect allergies', () => {
  let other: Member

  beforeAll(async () => {
    other = await team.addMember('parent')
  })

  it('a family bringing snacks sees "Nut allergy in the team" and no child’s name, anywhere', async () => {
    const child = await team.addPlayer([team.parent])
    const saved = await saveAllergies(team.parent, child.id, { allergens: ['nuts', 'milk', 'nuts'], shared: true })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<ChildAllergies>()).toMatchObject({ allergens: ['nuts', 'milk'], shared: true, canShare: true })

    const snacks = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 2 })
    const setup = await team.addVolunteerNeed({ type: 'setup', slotsNeeded: 2 })
    const { need, body } = await needOf(other, snacks.id)
    expect(need).toMatchObject({ food: true, allergens: ['nuts', 'milk'] })
    expect((await needOf(other, setup.id)).need).toMatchObject({ food: false, allergens: [] })
    expect(body).not.toContain(child.name)

    const allergies = await send(other, 'GET', '/api/allergies')
    expect(allergies.json<AllergiesPage>()).toEqual({ teamAllergens: ['nuts', 'milk'], children: [] })
    expect(allergies.body).not.toContain(child.name)
    // Signing up answers with the need, allergens and all, and still no child.
    const signedUp = await send(other, 'POST', `/api/volunteer-needs/${snacks.id}/sign-up`, { note: 'Apples' })
    expect(signedUp.statusCode).toBe(200)
    expect(signedUp.json<VolunteerNeedView>().allergens).toEqual(['nuts', 'milk'])
    expect(signedUp.body).not.toContain(child.name)
    const mine = await send(other, 'GET', '/api/my/volunteer-sign-ups')
    expect(mine.body).not.toContain(child.name)

    // The coach sees whose allergies they are, with the child's medical data.
    const coachView = (await send(team.coach, 'GET', '/api/allergies')).json<AllergiesPage>()
    expect(coachView.children).toContainEqual(
      expect.objectContaining({ playerId: child.id, name: child.name, allergens: ['nuts', 'milk'], shared: true }),
    )
  })

  it('allergies a family did not share stay with the coaches; only the child’s parents share them', async () => {
    const child = await team.addPlayer([team.parent])
    expect((await saveAllergies(team.coach, child.id, { allergens: ['sesame'] })).statusCode).toBe(200)
    const snacks = await team.addVolunteerNeed({ type: 'snacks' })
    expect((await needOf(other, snacks.id)).need.allergens).not.toContain('sesame')

    const coachShares = await saveAllergies(team.coach, child.id, { allergens: ['sesame'], shared: true })
    // The coach is not a parent of the child: sharing is the family's choice.
    expect(coachShares.statusCode).toBe(403)
    expect(coachShares.json().error.message).toBe(
      "Only the child's parents can choose to share allergies with the team.",
    )
    expect((await needOf(other, snacks.id)).need.allergens).not.toContain('sesame')

    const stranger = await saveAllergies(other, child.id, { allergens: [], shared: false })
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json().error.message).toBe("Only the child's parents or a coach can change the child's allergies.")

    const unknown = await saveAllergies(team.parent, child.id, { allergens: ['chocolate'], shared: true })
    expect(unknown.statusCode).toBe(400)

    expect((await saveAllergies(team.parent, child.id, { allergens: ['sesame'], shared: true })).statusCode).toBe(200)
    expect((await needOf(other, snacks.id)).need.allergens).toContain('sesame')
  })

  it('a removed child takes their allergies and their family’s choice with them', async () => {
    const child = await team.addPlayer([team.parent])
    await saveAllergies(team.parent, child.id, { allergens: ['shellfish'], shared: true })
    const snacks = await team.addVolunteerNeed({ type: 'snacks' })
    expect((await needOf(other, snacks.id)).need.allergens).toContain('shellfish')

    expect((await send(team.coach, 'DELETE', `/api/players/${child.id}`)).statusCode).toBe(204)
    expect((await needOf(other, snacks.id)).need.allergens).not.toContain('shellfish')
    const rows = await t.owner.db.selectFrom('child_allergies').selectAll().where('player_id', '=', child.id).execute()
    expect(rows).toEqual([])
    // The log knows the child only by id: no allergen of theirs is in it.
    const { events } = await readStream(t.database.db, `childallergies-${child.id}`)
    expect(events.length).toBeGreaterThan(0)
    expect(JSON.stringify(events)).not.toContain('shellfish')
  })
})

describe.skipIf(!isPostgresServer())('swapping a slot', () => {
  it('an offer can be withdrawn, and a slot not offered cannot be taken', async () => {
    const { id } = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 2 })
    const [holder, taker] = await crowdOf(2)
    await send(holder!, 'POST', `/api/volunteer-needs/${id}/sign-up`, {})
    const offered = await send(holder!, 'POST', `/api/volunteer-needs/${id}/swap`)
    expect(offered.json<VolunteerNeedView>().volunteers).toEqual([
      expect.objectContaining({ userId: holder!.userId, offersSwap: true }),
    ])
    const kept = await send(holder!, 'DELETE', `/api/volunteer-needs/${id}/swap`)
    expect(kept.json<VolunteerNeedView>().volunteers[0]).toMatchObject({ offersSwap: false })
    const refused = await send(taker!, 'POST', `/api/volunteer-needs/${id}/swap/take`, { from: holder!.userId })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'swap-taken',
      message: 'Another family has already taken this slot.',
    })
  })

  it('gives an offered slot to exactly one of 30 families taking it at once, and tells the others clearly', async () => {
    const { id } = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 2 })
    const [holder, ...takers] = await crowdOf(31)
    expect((await send(holder!, 'POST', `/api/volunteer-needs/${id}/sign-up`, {})).statusCode).toBe(200)
    expect((await send(holder!, 'POST', `/api/volunteer-needs/${id}/swap`)).statusCode).toBe(200)

    const responses = await Promise.all(
      takers.map((taker) => send(taker, 'POST', `/api/volunteer-needs/${id}/swap/take`, { from: holder!.userId })),
    )
    const won = responses.flatMap((response, i) => (response.statusCode === 200 ? [takers[i]!] : []))
    expect(won).toHaveLength(1)
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409)
      expect(response.json().error.message).toBe('Another family has already taken this slot.')
    }
    const { need } = await needOf(team.coach, id)
    expect(need.volunteers.map((v) => v.userId)).toEqual([won[0]!.userId])
    const { events } = await readStream(t.database.db, `volunteerneed-${id}`)
    expect(events.filter((e) => e.type === 'VolunteerSwapTaken')).toHaveLength(1)
  }, 60_000)
})
