import { profileStreamId } from '@teamspace/domain/profile/profile.decider'
import type { Profile } from '@teamspace/domain/profile/profile.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { inTeam, joinAnotherTeam } from '../../../test/several-teams'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { saveProfile } from '../../../test/profiles'
import type { App } from '../../app'
import { readStream } from '../../platform/event-store/read'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

const getProfile = async (member: Member) => {
  const response = await app.inject({ method: 'GET', url: '/api/profile', headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Profile>()
}

const profileLog = (member: Member) => readStream(t.database.db, profileStreamId(member.userId))

describe('reading one’s own profile', () => {
  it('answers the caller’s details, with phone and e-mail shown and the address hidden until they choose', async () => {
    const member = await team.addMember()
    expect(await getProfile(member)).toEqual({
      userId: member.userId,
      email: member.email,
      name: member.name,
      phoneNumber: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
      privacy: { showPhone: true, showEmail: true, showAddress: false },
    })
  })
})

describe('editing one’s own profile', () => {
  it('stores the contact fields trimmed, an empty one as absent, and answers with the profile as saved', async () => {
    const member = await team.addMember()
    const response = await saveProfile(app, member, {
      phoneNumber: '  5551234567 ',
      address: '   ',
      emergencyContact: ' Grandma Parent ',
      emergencyPhone: '',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<Profile>()).toMatchObject({
      phoneNumber: '5551234567',
      address: null,
      emergencyContact: 'Grandma Parent',
      emergencyPhone: null,
    })
    expect(await getProfile(member)).toEqual(response.json<Profile>())
  })

  it('records on the member’s own stream which fields changed, in their team, and never the values', async () => {
    const member = await team.addMember()
    expect((await saveProfile(app, member, { phoneNumber: '5559876543', address: '12 Orchard Row' })).statusCode).toBe(
      200,
    )
    const { events } = await profileLog(member)
    expect(events.at(-1)).toMatchObject({
      type: 'ProfileUpdated',
      teamId: team.teamId,
      data: { userId: member.userId, changedFields: ['phoneNumber', 'address'] },
      metadata: { actor: { userId: member.userId, role: 'parent' } },
    })
    const logged = JSON.stringify(events)
    expect(logged).not.toContain('5559876543')
    expect(logged).not.toContain('12 Orchard Row')
  })

  it('records nothing when a save changes nothing', async () => {
    const member = await team.addMember()
    const values = { phoneNumber: '5550001234', privacy: { showPhone: false, showEmail: true, showAddress: false } }
    expect((await saveProfile(app, member, values)).statusCode).toBe(200)
    const before = (await profileLog(member)).version
    // The same values, as typed again with stray spaces: nothing to record.
    expect((await saveProfile(app, member, { ...values, phoneNumber: ' 5550001234 ' })).statusCode).toBe(200)
    expect((await profileLog(member)).version).toBe(before)
  })

  it('keeps a phone the member hides from other families in their own profile', async () => {
    const member = await team.addMember()
    const hidden = { showPhone: false, showEmail: true, showAddress: false }
    expect((await saveProfile(app, member, { phoneNumber: '5554443333', privacy: hidden })).statusCode).toBe(200)
    expect(await getProfile(member)).toMatchObject({ phoneNumber: '5554443333', privacy: hidden })
  })

  it('shows a new name to the whole team at once, and the old one nowhere', async () => {
    const member = await team.addMember()
    expect((await saveProfile(app, member, { name: '  Alex Renamed  ' })).statusCode).toBe(200)
    expect(await getProfile(member)).toMatchObject({ name: 'Alex Renamed' })
    const directory = await app.inject({ method: 'GET', url: '/api/directory', headers: as(team.coach) })
    expect(directory.body).toContain('Alex Renamed')
    expect(directory.body).not.toContain(member.name)
  })

  it('refuses a blank name and an over-long field in the spec’s words, and saves nothing', async () => {
    const member = await team.addMember()
    const before = await getProfile(member)
    const response = await saveProfile(app, member, { name: '   ', phoneNumber: '5'.repeat(41), address: 'Kept out' })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      name: 'Name is required',
      phoneNumber: 'Must be at most 40 characters',
    })
    expect(await getProfile(member)).toEqual(before)
    expect((await profileLog(member)).version).toBe(0)
  })
})

describe('who edits a profile', () => {
  it('edits only the caller’s own, even a coach’s naming someone else', async () => {
    const member = await team.addMember()
    const theirs = await getProfile(member)
    const response = await saveProfile(app, team.coach, { userId: member.userId, phoneNumber: '5557770000' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<Profile>()).toMatchObject({ userId: team.coach.userId, phoneNumber: '5557770000' })
    expect(await getProfile(member)).toEqual(theirs)
    expect((await profileLog(member)).version).toBe(0)
  })
})

describe('a member of several teams', () => {
  it('saves the privacy choices of the request’s team only, and records the change in that team', async () => {
    const member = await team.addMember()
    const shown = { showPhone: true, showEmail: true, showAddress: true }
    expect((await saveProfile(app, member, { privacy: shown })).statusCode).toBe(200)
    await joinAnotherTeam(app, member.cookie, other.coach.cookie)
    const hidden = { showPhone: false, showEmail: false, showAddress: false }
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: inTeam(member.cookie, other.teamId),
      payload: { name: member.name, phoneNumber: '5552220000', privacy: hidden },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<Profile>().privacy).toEqual(hidden)
    const inFirst = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: inTeam(member.cookie, team.teamId),
    })
    expect(inFirst.json<Profile>()).toMatchObject({ phoneNumber: '5552220000', privacy: shown })
    const { events } = await profileLog(member)
    expect(events.at(-1)).toMatchObject({
      type: 'ProfileUpdated',
      teamId: other.teamId,
      data: { changedFields: ['phoneNumber', 'privacy'] },
    })
  })
})
