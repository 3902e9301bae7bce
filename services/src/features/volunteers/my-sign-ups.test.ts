import type { MySignUps } from '@teamspace/domain/volunteers/volunteers.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { asIn, scheduleIn, twoTeamFamily } from '../../../test/two-team-family'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let family: Awaited<ReturnType<typeof twoTeamFamily>>

/** A need of two snack slots for a new event of the coach's team. */
const needIn = async (coach: { cookie: string }, title: string, daysAhead: number) => {
  const calendarEventId = await scheduleIn(app, coach, title, daysAhead)
  const response = await app.inject({
    method: 'POST',
    url: '/api/volunteer-needs',
    headers: asIn(coach),
    payload: { calendarEventId, type: 'snacks', slotsNeeded: 2 },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

const signUp = async (member: { cookie: string }, teamId: string, needId: string, note: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/volunteer-needs/${needId}/sign-up`,
    headers: asIn(member, teamId),
    payload: { note },
  })
  expect(response.statusCode, response.body).toBe(200)
}

const signUpsOf = async (member: { cookie: string }, teamId?: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/my/volunteer-sign-ups', headers: asIn(member, teamId) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<MySignUps>().signUps
}

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  family = await twoTeamFamily(app)
  const { riverside, hillside, elsewhere, person, oneTeam } = family
  const riversideNeed = await needIn(riverside, 'Riverside cup tie', 7)
  const hillsideNeed = await needIn(hillside, 'Hillside derby', 3)
  const elsewhereNeed = await needIn(elsewhere, 'Elsewhere final', 2)
  await signUp(person, riverside.teamId, riversideNeed, 'Oranges')
  await signUp(person, hillside.teamId, hillsideNeed, 'Water')
  await signUp(oneTeam, riverside.teamId, riversideNeed, 'Crisps')
  await signUp(elsewhere, elsewhere.teamId, elsewhereNeed, 'Cake')
})
afterAll(() => app?.close())

describe("a person's volunteer sign-ups across their teams", () => {
  it('lists theirs in every team, soonest first, with the team and their own note only', async () => {
    const { person, riverside, hillside } = family
    const signUps = await signUpsOf(person)
    expect(signUps.map((each) => [each.teamId, each.teamName, each.title, each.note, each.timeZone])).toEqual([
      [hillside.teamId, 'Hillside Hawks', 'Snacks – Hillside derby', 'Water', 'America/New_York'],
      [riverside.teamId, 'Riverside Rovers', 'Snacks – Riverside cup tie', 'Oranges', 'Europe/London'],
    ])
    // Nobody else's sign-up (the other parent's in the same need) and nothing of a team they are not in.
    expect(JSON.stringify(signUps)).not.toMatch(/Crisps|Cake|Elsewhere/)
    expect(await signUpsOf(person, riverside.teamId)).toEqual(signUps)
  })

  it("gives a member of one team that team's only", async () => {
    const signUps = await signUpsOf(family.oneTeam)
    expect(signUps.map((each) => [each.teamName, each.note])).toEqual([['Riverside Rovers', 'Crisps']])
  })

  it('leaves out a withdrawn sign-up, and refuses a team the person is not in', async () => {
    const { person, hillside, elsewhere } = family
    const [hillsideSignUp] = (await signUpsOf(person)).filter((each) => each.teamId === hillside.teamId)
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/volunteer-needs/${hillsideSignUp!.needId}/sign-up`,
      headers: asIn(person, hillside.teamId),
    })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect((await signUpsOf(person)).map((each) => each.teamName)).toEqual(['Riverside Rovers'])
    const stranger = await app.inject({
      method: 'GET',
      url: '/api/my/volunteer-sign-ups',
      headers: asIn(person, elsewhere.teamId),
    })
    expect(stranger.statusCode).toBe(404)
  })
})
