import type { GameLineup } from '@teamspace/domain/lineups/lineups.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { daysFromToday, type Member, type TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let team: TeamContext

beforeAll(async () => {
  ;({ app, team } = await sessionAppWithTeam(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

describe('a game’s lineup as of a day', () => {
  it('as of today is the lineup the coach reads now', async () => {
    const { id: gameId } = await team.scheduleCalendarEvent({ type: 'game', opponent: 'Rovers' })
    const players = await Promise.all(['gk', 'lb', 'rb', 'cm', 'st', 'bench'].map(() => team.addPlayer()))
    const send = async (method: 'PUT' | 'POST', url: string, payload: object) => {
      const response = await app.inject({ method, url, headers: as(team.coach), payload })
      expect(response.statusCode, response.body).toBe(200)
    }
    await send('PUT', `/api/games/${gameId}/lineup`, {
      format: '5v5',
      starters: ['gk', 'lb', 'rb', 'cm', 'st'].map((slotId, i) => ({ slotId, playerId: players[i]!.id })),
      bench: [players[5]!.id],
    })
    await send('POST', `/api/games/${gameId}/lineup/publish`, { publishAt: null })

    const today = await app.inject({ method: 'GET', url: `/api/games/${gameId}/lineup`, headers: as(team.coach) })
    const asOf = await app.inject({
      method: 'GET',
      url: `/api/history/as-of/games/${gameId}/lineup?date=${daysFromToday(0)}`,
      headers: as(team.coach),
    })
    expect(asOf.statusCode, asOf.body).toBe(200)
    expect(asOf.json<GameLineup>().lineup).toEqual(today.json<GameLineup>().lineup)

    // Before the team was made, the game had no lineup; and a parent may not look back.
    const before = await app.inject({
      method: 'GET',
      url: `/api/history/as-of/games/${gameId}/lineup?date=${daysFromToday(-3)}`,
      headers: as(team.coach),
    })
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json<GameLineup>().lineup).toBeNull()
    const parent = await app.inject({
      method: 'GET',
      url: `/api/history/as-of/games/${gameId}/lineup?date=${daysFromToday(0)}`,
      headers: as(team.parent),
    })
    expect(parent.statusCode).toBe(403)
  })
})
