import type { GameLineup } from '@teamspace/domain/lineups/lineups.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'
import { gameLineupFor } from './lineups.queries'

const t = useTestDatabase()
let app: App
let team: TeamContext

beforeAll(async () => {
  ;({ app, team } = await sessionAppWithTeam(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const slots5 = ['gk', 'lb', 'rb', 'cm', 'st'] as const

/** A game a week from today, and six players of the team (the first two the parent's children). */
const gameWithPlayers = async (type: 'game' | 'practice' = 'game') => {
  const { id } = await team.scheduleCalendarEvent({ type, opponent: type === 'game' ? 'Rovers' : '' })
  const players = [await team.addPlayer([team.parent]), await team.addPlayer([team.parent])]
  for (let i = 2; i < 6; i++) players.push(await team.addPlayer())
  return { gameId: id, players: players.map((p) => p.id) }
}
const fullLineup = (players: string[]) => ({
  format: '5v5',
  starters: slots5.map((slotId, index) => ({ slotId, playerId: players[index]! })),
  bench: [players[5]!],
})
const save = (gameId: string, payload: object, member: Member = team.coach) =>
  app.inject({ method: 'PUT', url: `/api/games/${gameId}/lineup`, headers: as(member), payload })
const publish = (gameId: string, publishAt: string | null, member: Member = team.coach) =>
  app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/lineup/publish`,
    headers: as(member),
    payload: { publishAt },
  })
const read = async (gameId: string, member: Member) => {
  const response = await app.inject({ method: 'GET', url: `/api/games/${gameId}/lineup`, headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<GameLineup>()
}

describe('lineups', () => {
  it('a coach saves a draft only coaches see, publishes it, and the family sees it with names', async () => {
    const { gameId, players } = await gameWithPlayers()
    // The parent's child is going: offered first to the coach, the others marked as not answered.
    const answered = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${gameId}/availability/${players[1]}`,
      headers: as(team.parent),
      payload: { answer: 'not-going' },
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const going = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${gameId}/availability/${players[0]}`,
      headers: as(team.parent),
      payload: { answer: 'going' },
    })
    expect(going.statusCode, going.body).toBe(200)

    const draft = await save(gameId, fullLineup(players))
    expect(draft.statusCode, draft.body).toBe(200)
    const coachView = draft.json<GameLineup>()
    expect(coachView.lineup).toMatchObject({ format: '5v5', published: false, publishAt: null })
    expect(coachView.lineup?.starters.map((s) => s.slotId)).toEqual([...slots5])
    expect(coachView.lineup?.bench.map((b) => b.playerId)).toEqual([players[5]])
    expect(coachView.candidates?.[0]).toMatchObject({ playerId: players[0], answer: 'going' })
    expect(coachView.candidates?.at(-1)).toMatchObject({ playerId: players[1], answer: 'not-going' })
    expect(coachView.candidates?.find((c) => c.playerId === players[2])?.answer).toBeNull()
    // A new lineup starts on the team's format: the game-day setting's (7v7 until a coach chooses another).
    expect(coachView.teamFormat).toBe('7v7')
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/gameday-settings',
      headers: as(team.coach),
      payload: { format: '9v9', periodMinutes: 30 },
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect((await read(gameId, team.coach)).teamFormat).toBe('9v9')

    // The parent sees nothing of a draft, and may not save or publish.
    expect(await read(gameId, team.parent)).toEqual({
      lineup: null,
      publishesAt: null,
      candidates: null,
      teamFormat: null,
    })
    expect((await save(gameId, fullLineup(players), team.parent)).statusCode).toBe(403)
    expect((await publish(gameId, null, team.parent)).statusCode).toBe(403)

    const published = await publish(gameId, null)
    expect(published.statusCode, published.body).toBe(200)
    const seen = await read(gameId, team.parent)
    expect(seen.candidates).toBeNull()
    expect(seen.lineup).toMatchObject({ published: true, format: '5v5' })
    expect(seen.lineup?.starters[0]).toMatchObject({ slotId: 'gk', playerId: players[0] })
    expect(seen.lineup?.starters[0]?.playerName).toBeTruthy()

    // A change after publishing is what the family sees at once.
    const swapped = fullLineup(players)
    swapped.starters[4] = { slotId: 'st', playerId: players[5]! }
    swapped.bench = [players[4]!]
    expect((await save(gameId, swapped)).statusCode).toBe(200)
    expect((await read(gameId, team.parent)).lineup?.starters[4]?.playerId).toBe(players[5])
    // …and a published lineup keeps every place filled.
    const incomplete = await save(gameId, { ...swapped, starters: swapped.starters.slice(0, 4) })
    expect(incomplete.statusCode).toBe(409)
    expect(incomplete.json()).toMatchObject({
      error: { message: 'A published lineup keeps a starter on every position.' },
    })

    expect(await verifyProjection(t.owner.db, projections.byName('lineups')!)).toEqual([])
  })

  it('publishes at a later time: until then the family learns only when, never what', async () => {
    const { gameId, players } = await gameWithPlayers()
    expect((await save(gameId, fullLineup(players))).statusCode).toBe(200)
    const later = new Date(Date.now() + 24 * 3600_000).toISOString()
    const scheduled = await publish(gameId, later)
    expect(scheduled.statusCode, scheduled.body).toBe(200)
    expect(scheduled.json<GameLineup>().lineup).toMatchObject({ publishAt: later, published: false })

    expect(await read(gameId, team.parent)).toEqual({
      lineup: null,
      publishesAt: later,
      candidates: null,
      teamFormat: null,
    })

    // Once the time has come, members read it (the read is the clock's, no job has to run).
    const then = new Date(Date.parse(later) + 1000)
    const atThen = await gameLineupFor(t.database.db, team.teamId, gameId, 'member', then)
    expect(atThen.lineup).toMatchObject({ published: true, publishAt: later })

    // A time after kick-off is refused; taking it back hides it again.
    const afterKickOff = await publish(gameId, new Date(Date.now() + 30 * 24 * 3600_000).toISOString())
    expect(afterKickOff.statusCode).toBe(400)
    expect(afterKickOff.json()).toMatchObject({ error: { message: 'Choose a time before kick-off, or publish now.' } })
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/lineup/publish`,
      headers: as(team.coach),
    })
    expect(withdrawn.json<GameLineup>().lineup?.publishAt).toBeNull()
    expect((await gameLineupFor(t.database.db, team.teamId, gameId, 'member', then)).lineup).toBeNull()
  })

  it('refuses a practice, an incomplete publication, a place off the formation and another team’s player', async () => {
    const practice = await gameWithPlayers('practice')
    const refused = await save(practice.gameId, fullLineup(practice.players))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: { message: 'Only a game has a lineup.' } })
    expect(
      (await app.inject({ method: 'GET', url: `/api/games/${practice.gameId}/lineup`, headers: as(team.coach) }))
        .statusCode,
    ).toBe(404)

    const { gameId, players } = await gameWithPlayers()
    expect((await publish(gameId, null)).json()).toMatchObject({
      error: { message: 'Save the lineup before publishing it.' },
    })
    expect(
      (await save(gameId, { ...fullLineup(players), starters: [{ slotId: 'gk', playerId: players[0] }] })).statusCode,
    ).toBe(200)
    const incomplete = await publish(gameId, null)
    expect(incomplete.statusCode).toBe(409)
    expect(incomplete.json()).toMatchObject({
      error: { message: 'Place a starter on every position before publishing.' },
    })

    const offFormation = await save(gameId, {
      format: '5v5',
      starters: [{ slotId: 'lcb', playerId: players[0] }],
      bench: [],
    })
    expect(offFormation.statusCode).toBe(400)
    const stranger = await save(gameId, {
      format: '5v5',
      starters: [{ slotId: 'gk', playerId: 'nobody-here' }],
      bench: [],
    })
    expect(stranger.statusCode).toBe(404)
  })

  it('a deleted child leaves the lineups they were in', async () => {
    const { gameId, players } = await gameWithPlayers()
    expect((await save(gameId, fullLineup(players))).statusCode).toBe(200)
    const removed = await app.inject({ method: 'DELETE', url: `/api/players/${players[0]}`, headers: as(team.coach) })
    expect(removed.statusCode, removed.body).toBe(204)
    const rows = await t.owner.db
      .selectFrom('lineup_players')
      .select('player_id')
      .where('calendar_event_id', '=', gameId)
      .execute()
    expect(rows.map((r) => r.player_id)).not.toContain(players[0])
    expect((await read(gameId, team.coach)).lineup?.starters.map((s) => s.playerId)).not.toContain(players[0])
  })
})
