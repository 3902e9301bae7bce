import type { EventAvailability } from '@teamspace/domain/availability/availability.schemas'
import type { CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam, teamNamedAfter } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox
let team: TeamContext

beforeAll(async () => {
  ;({ app, outbox, team } = await sessionAppWithTeam(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

const answer = (calendarEventId: string, playerId: string, payload: object, member: Member) =>
  app.inject({
    method: 'PUT',
    url: `/api/calendar-events/${calendarEventId}/availability/${playerId}`,
    headers: as(member),
    payload,
  })

const availability = async (calendarEventId: string, member: Member) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/calendar-events/${calendarEventId}/availability`,
    headers: as(member),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<EventAvailability>()
}

const calendarCounts = async (calendarEventId: string, member: Member) =>
  (await app.inject({ method: 'GET', url: '/api/calendar-events', headers: as(member) }))
    .json<CalendarList>()
    .upcoming.find((e) => e.id === calendarEventId)?.availability

/** A fresh team of its own, so that counts are about this test's players only. */
const freshTeam = (name: string) => teamNamedAfter(app, outbox, name)

describe('availability', () => {
  it('lets a parent answer for their child; the coach sees every player, the counts and who has not answered', async () => {
    const club = await freshTeam('Alder')
    const game = await club.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers' })
    const child = await club.addPlayer([club.parent])
    const teammate = await club.addPlayer()

    const given = await answer(game.id, child.id, { answer: 'not-going', note: 'Away at grandma’s' }, club.parent)
    expect(given.statusCode, given.body).toBe(200)
    expect(given.json()).toEqual({
      playerId: child.id,
      playerName: child.name,
      answer: 'not-going',
      note: 'Away at grandma’s',
      canAnswer: true,
    })

    expect(await availability(game.id, club.coach)).toEqual({
      calendarEventId: game.id,
      players: expect.arrayContaining([
        expect.objectContaining({ playerId: child.id, answer: 'not-going', canAnswer: false }),
        expect.objectContaining({ playerId: teammate.id, answer: null, note: '', canAnswer: false }),
      ]),
      counts: { going: 0, notGoing: 1, maybe: 0, unanswered: 1 },
    })
    expect(await availability(game.id, club.parent)).toEqual({
      calendarEventId: game.id,
      players: [expect.objectContaining({ playerId: child.id, answer: 'not-going', canAnswer: true })],
      counts: null,
    })
    expect(await calendarCounts(game.id, club.coach)).toEqual({ going: 0, notGoing: 1, maybe: 0, unanswered: 1 })
    expect(await calendarCounts(game.id, club.parent)).toBeNull()

    // Changing one's mind replaces the answer.
    expect((await answer(game.id, child.id, { answer: 'going' }, club.parent)).json()).toMatchObject({
      answer: 'going',
      note: '',
    })
    expect((await availability(game.id, club.coach)).counts).toEqual({ going: 1, notGoing: 0, maybe: 0, unanswered: 1 })
  })

  it('refuses an answer for someone else’s child, a coach’s included', async () => {
    const game = await team.scheduleCalendarEvent({ type: 'game', title: 'Derby', opponent: 'Hillside' })
    const notTheirs = await team.addPlayer()
    for (const member of [team.parent, team.coach]) {
      const response = await answer(game.id, notTheirs.id, { answer: 'going' }, member)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.message).toBe('You can only answer for your own children.')
    }
    expect((await availability(game.id, team.coach)).counts).toMatchObject({ going: 0 })
  })

  it('is open only for upcoming games and practices', async () => {
    const child = await team.addPlayer([team.parent])
    const party = await team.scheduleCalendarEvent({ type: 'event', title: 'Team party' })
    const past = await team.schedulePastCalendarEvent(1)
    for (const calendarEventId of [party.id, past.id]) {
      const response = await answer(calendarEventId, child.id, { answer: 'going' }, team.parent)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe('Availability can only be given for upcoming games and practices.')
      expect((await availability(calendarEventId, team.parent)).players).toEqual([
        expect.objectContaining({ playerId: child.id, canAnswer: false }),
      ])
    }
  })

  it('refuses a deleted event, another team’s event and a long note', async () => {
    const child = await team.addPlayer([team.parent])
    const practice = await team.scheduleCalendarEvent()
    const long = await answer(practice.id, child.id, { answer: 'maybe', note: 'x'.repeat(141) }, team.parent)
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields).toEqual({ note: 'Keep the note under 140 characters.' })
    const wrong = await answer(practice.id, child.id, { answer: 'yes' }, team.parent)
    expect(wrong.json().error.fields).toEqual({ answer: 'Please choose Going, Not going or Maybe.' })

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/calendar-events/${practice.id}`, headers: as(team.coach) }))
        .statusCode,
    ).toBe(204)
    expect((await answer(practice.id, child.id, { answer: 'going' }, team.parent)).statusCode).toBe(404)

    const elsewhere = await freshTeam('Birch')
    const theirs = await elsewhere.scheduleCalendarEvent({ type: 'game', title: 'Birch game', opponent: 'Oak' })
    expect((await answer(theirs.id, child.id, { answer: 'going' }, team.parent)).statusCode).toBe(404)
    const response = await app.inject({
      method: 'GET',
      url: `/api/calendar-events/${theirs.id}/availability`,
      headers: as(team.coach),
    })
    expect(response.statusCode).toBe(404)
  })

  it.skipIf(!isPostgresServer())(
    'takes 50 families answering for their own children of one game at the same moment, without a conflict',
    async () => {
      const club = await freshTeam('Cedar')
      const game = await club.scheduleCalendarEvent({ type: 'game', title: 'Final', opponent: 'Rovers' })
      const families: { parent: Member; playerId: string }[] = []
      for (let i = 0; i < 50; i++) {
        const parent = await club.addMember('parent')
        families.push({ parent, playerId: (await club.addPlayer([parent])).id })
      }
      const responses = await Promise.all(
        families.map(({ parent, playerId }, i) =>
          answer(game.id, playerId, { answer: i % 5 === 0 ? 'maybe' : 'going' }, parent),
        ),
      )
      expect(responses.map((r) => r.statusCode)).toEqual(families.map(() => 200))
      expect((await availability(game.id, club.coach)).counts).toEqual({
        going: 40,
        notGoing: 0,
        maybe: 10,
        unanswered: 0,
      })
    },
    120_000,
  )

  it('keeps the answers equal to a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('availability')!)).toEqual([])
  })
})
