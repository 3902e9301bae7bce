import type { Directory, DirectoryMember } from '@teamspace/domain/directory/directory.schemas'
import type { Profile } from '@teamspace/domain/profile/profile.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { inTeam, joinAnotherTeam } from '../../../test/several-teams'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { profileSaved } from '../../../test/profiles'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext
let hider: Member
let assistant: Member

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

/** The directory as `member` gets it: the parsed cards and the raw body, to search for what must not be there. */
const directoryAs = async (member: Member) => {
  const response = await app.inject({ method: 'GET', url: '/api/directory', headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return { members: response.json<Directory>().members, body: response.body }
}
const cardOf = (members: DirectoryMember[], member: Member) => {
  const card = members.find((m) => m.userId === member.userId)
  expect(card, `${member.name}'s card`).toBeDefined()
  return card!
}

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
  hider = await team.addMember('parent')
  assistant = await team.addMember('coach')
  // The hider hides phone and e-mail but shows the address; the parent keeps the defaults.
  await profileSaved(app, hider, {
    phoneNumber: '5550001111',
    address: '7 Hidden Lane',
    emergencyContact: 'Grandma Hider',
    emergencyPhone: '5550002222',
    privacy: { showPhone: false, showEmail: false, showAddress: true },
  })
  await profileSaved(app, team.parent, {
    phoneNumber: '5553334444',
    address: '1 Private Road',
    emergencyContact: 'Uncle Pat',
    emergencyPhone: '5553335555',
  })
  await team.addPlayer([hider])
})
afterAll(() => app?.close())

describe('team directory', () => {
  it('lists every member of the caller’s team once, coaches first, then by name, and nobody of another team', async () => {
    const { members, body } = await directoryAs(team.parent)
    expect(members.map((m) => m.userId).sort()).toEqual(
      [team.coach, team.parent, hider, assistant].map((m) => m.userId).sort(),
    )
    const coaches = members.filter((m) => m.isCoach)
    expect(members.slice(0, coaches.length)).toEqual(coaches)
    expect(coaches.map((m) => m.name)).toEqual([...coaches.map((m) => m.name)].sort((a, b) => a.localeCompare(b)))
    const families = members.slice(coaches.length).map((m) => m.name)
    expect(families).toEqual([...families].sort((a, b) => a.localeCompare(b)))
    expect(body).not.toContain('Hale Coach')
    expect(body).not.toContain('Hana Parent')
    expect(cardOf(members, team.coach)).toMatchObject({ role: 'coach', isCoach: true })
  })

  it('shows a parent’s children from the roster’s parent links', async () => {
    const player = await team.addPlayer([team.parent])
    const { members } = await directoryAs(team.coach)
    expect(cardOf(members, team.parent).children).toEqual([{ id: player.id, name: player.name }])
    expect(cardOf(members, team.coach).children).toEqual([])
  })

  it('never sends another parent a detail a member hides, nor anyone’s emergency contact', async () => {
    const { members, body } = await directoryAs(team.parent)
    const card = cardOf(members, hider)
    expect(card.phone).toBeUndefined()
    expect(card.email).toBeUndefined()
    expect(card.address).toEqual({ value: '7 Hidden Lane', coachesOnly: false })
    expect(card.emergencyContact).toBeUndefined()
    expect(card.emergencyPhone).toBeUndefined()
    expect(Object.keys(card)).not.toContain('phone')
    expect(Object.keys(card)).not.toContain('emergencyContact')
    // Not in the body at all, in any shape.
    expect(body).not.toContain('5550001111')
    expect(body).not.toContain(hider.email)
    expect(body).not.toContain('Grandma Hider')
    expect(body).not.toContain('5550002222')
    for (const someoneElse of members.filter((m) => !m.isYou)) {
      expect(Object.keys(someoneElse).filter((key) => key.startsWith('emergency'))).toEqual([])
    }
    // The parent's own card shows them everything of their own.
    expect(cardOf(members, team.parent)).toMatchObject({
      isYou: true,
      phone: { value: '5553334444', coachesOnly: false },
      address: { value: '1 Private Road', coachesOnly: true },
      emergencyContact: 'Uncle Pat',
    })
  })

  it('shows other parents a member’s phone and e-mail by default, and never the address unless shown', async () => {
    const { members, body } = await directoryAs(hider)
    const card = cardOf(members, team.parent)
    expect(card.phone).toEqual({ value: '5553334444', coachesOnly: false })
    expect(card.email).toEqual({ value: team.parent.email, coachesOnly: false })
    expect(card.address).toBeUndefined()
    expect(body).not.toContain('1 Private Road')
    expect(body).not.toContain('Uncle Pat')
  })

  it('shows coach-like members every detail and emergency contact, flagging what the member hides', async () => {
    for (const reader of [team.coach, assistant]) {
      const { members } = await directoryAs(reader)
      expect(cardOf(members, hider)).toMatchObject({
        phone: { value: '5550001111', coachesOnly: true },
        email: { value: hider.email, coachesOnly: true },
        address: { value: '7 Hidden Lane', coachesOnly: false },
        emergencyContact: 'Grandma Hider',
        emergencyPhone: '5550002222',
      })
      expect(cardOf(members, team.parent)).toMatchObject({
        phone: { value: '5553334444', coachesOnly: false },
        address: { value: '1 Private Road', coachesOnly: true },
        emergencyContact: 'Uncle Pat',
        emergencyPhone: '5553335555',
      })
    }
  })

  it('follows a profile change at once', async () => {
    await profileSaved(app, hider, {
      phoneNumber: '5550001111',
      address: '7 Hidden Lane',
      privacy: { showPhone: true, showEmail: false, showAddress: false },
    })
    const { members, body } = await directoryAs(team.parent)
    expect(cardOf(members, hider).phone).toEqual({ value: '5550001111', coachesOnly: false })
    expect(body).not.toContain('7 Hidden Lane')
  })

  it('answers only members of a team', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/directory', headers: { origin: ORIGIN } })
    expect(response.statusCode).toBe(401)
    const { body } = await directoryAs(other.parent)
    expect(body).not.toContain('Casey Coach')
  })
})

describe('a member of several teams', () => {
  const directoryIn = async (member: Member, teamId: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/directory', headers: inTeam(member.cookie, teamId) })
    expect(response.statusCode, response.body).toBe(200)
    return { members: response.json<Directory>().members, body: response.body }
  }
  const saveIn = async (member: Member, teamId: string, values: object) => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: inTeam(member.cookie, teamId),
      payload: {
        name: member.name,
        phoneNumber: '5557001234',
        address: '3 Two Teams Way',
        emergencyContact: null,
        emergencyPhone: null,
        privacy: { showPhone: true, showEmail: true, showAddress: false },
        ...values,
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Profile>()
  }

  it('shows their phone in the team they show it in, and never in the one they hide it from', async () => {
    const person = await team.addMember('parent')
    await joinAnotherTeam(app, person.cookie, other.coach.cookie)
    const shown = { showPhone: true, showEmail: true, showAddress: false }
    const hidden = { showPhone: false, showEmail: true, showAddress: false }
    expect((await saveIn(person, team.teamId, { privacy: shown })).privacy).toEqual(shown)
    expect((await saveIn(person, other.teamId, { privacy: hidden })).privacy).toEqual(hidden)

    // Each team's profile answers that team's choices; the details are the person's, the same in both.
    const profileIn = async (teamId: string) =>
      (await app.inject({ method: 'GET', url: '/api/profile', headers: inTeam(person.cookie, teamId) })).json<Profile>()
    expect(await profileIn(team.teamId)).toMatchObject({ phoneNumber: '5557001234', privacy: shown })
    expect(await profileIn(other.teamId)).toMatchObject({ phoneNumber: '5557001234', privacy: hidden })

    const inA = await directoryIn(team.parent, team.teamId)
    expect(cardOf(inA.members, person).phone).toEqual({ value: '5557001234', coachesOnly: false })
    const inB = await directoryIn(other.parent, other.teamId)
    expect(cardOf(inB.members, person).phone).toBeUndefined()
    expect(cardOf(inB.members, person).email).toEqual({ value: person.email, coachesOnly: false })
    expect(inB.body).not.toContain('5557001234')
    // The team's coaches still reach them, the detail flagged as hidden from families.
    const coachesB = await directoryIn(other.coach, other.teamId)
    expect(cardOf(coachesB.members, person).phone).toEqual({ value: '5557001234', coachesOnly: true })
  })

  it('keeps the name and contact details the person’s: a change in one team shows in both', async () => {
    const person = await team.addMember('parent')
    await joinAnotherTeam(app, person.cookie, other.coach.cookie)
    await saveIn(person, other.teamId, { name: 'Dana Twoteams', phoneNumber: '5557009999' })
    for (const [reader, teamId] of [
      [team.coach, team.teamId],
      [other.coach, other.teamId],
    ] as const) {
      const card = cardOf((await directoryIn(reader, teamId)).members, person)
      expect(card).toMatchObject({ name: 'Dana Twoteams', phone: { value: '5557009999' } })
    }
  })

  it('shows a team they have not chosen in yet no more than the defaults, nor than they show anywhere else', async () => {
    const person = await team.addMember('parent')
    await saveIn(person, team.teamId, { privacy: { showPhone: false, showEmail: true, showAddress: false } })
    await joinAnotherTeam(app, person.cookie, other.coach.cookie)
    const inB = await directoryIn(other.parent, other.teamId)
    expect(cardOf(inB.members, person).phone).toBeUndefined()
    expect(cardOf(inB.members, person).email).toEqual({ value: person.email, coachesOnly: false })
    expect(inB.body).not.toContain('5557001234')
    // Showing the address in one team does not show it in another that has not heard their choice.
    await saveIn(person, team.teamId, { privacy: { showPhone: false, showEmail: true, showAddress: true } })
    expect(cardOf((await directoryIn(other.parent, other.teamId)).members, person).address).toBeUndefined()
    // Once they choose there, the choice is that team's alone.
    await saveIn(person, other.teamId, { privacy: { showPhone: true, showEmail: true, showAddress: false } })
    expect(cardOf((await directoryIn(other.parent, other.teamId)).members, person).phone).toEqual({
      value: '5557001234',
      coachesOnly: false,
    })
    expect(cardOf((await directoryIn(team.parent, team.teamId)).members, person).phone).toBeUndefined()
  })
})
