import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import type { AttendanceOverview } from '@teamspace/domain/attendance/attendance.schemas'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import type { SeasonPlayers, StatLine } from '@teamspace/domain/stats/stats.schemas'
import type { Awards } from '@teamspace/domain/votes/votes.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { TEAM_TIME_ZONE, type TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext
let mia: string
let sam: string
let seasonId: string

const as = (cookie: string) => ({ origin: ORIGIN, cookie })
const daysAgo = (days: number) => shiftDate(todayIn(TEAM_TIME_ZONE, new Date()), -days)

const send = async (method: 'POST' | 'PUT', url: string, payload: object, cookie = team.coach.cookie) => {
  const response = await app.inject({ method, url, headers: as(cookie), payload })
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300)
  return response.json<{ id: string }>()
}
const read = async <T>(url: string, cookie = team.coach.cookie) => {
  const response = await app.inject({ method: 'GET', url, headers: as(cookie) })
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
  return response.json<T>()
}
const statsOf = (players: readonly Player[], id: string) => players.find((p) => p.id === id)?.stats

/** A practice `days` ago whose attendance the coach saves with these statuses. */
const practice = async (days: number, statuses: Record<string, 'present' | 'absent'>) => {
  const { id } = await team.schedulePastCalendarEvent(days, 'Training')
  await send('PUT', `/api/attendance/${id}`, {
    records: Object.entries(statuses).map(([playerId, status]) => ({ playerId, status })),
  })
}

/** A player-of-the-match voting for a game `days` ago, where the parent votes for `playerId`, then closed. */
const award = async (days: number, playerId: string) => {
  const { id } = await send('POST', '/api/votings/custom', { title: 'Cup game', date: daysAgo(days), time: '10:00' })
  await send('POST', `/api/votings/${id}/votes`, { playerId }, team.parent.cookie)
  await send('POST', `/api/votings/${id}/close`, {})
}

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
  mia = (await send('POST', '/api/players', { name: 'Mia Striker', jerseyNumber: 9 })).id
  sam = (await send('POST', '/api/players', { name: 'Sam Keeper', jerseyNumber: 1 })).id

  // Last season: Mia scores twice, Sam once; both trained (Sam missed it); Mia was player of the match.
  await send('POST', '/api/stats/games', {
    gameDate: daysAgo(30),
    opponent: 'Rovers',
    lines: [
      { playerId: mia, played: true, minutesPlayed: 60, goals: 2 },
      { playerId: sam, played: true, minutesPlayed: 60, goals: 1, saves: 5 },
    ],
  })
  await practice(30, { [mia]: 'present', [sam]: 'absent' })
  await award(30, mia)

  // The season starts 10 days ago, so what follows falls in it.
  seasonId = (
    await send('POST', '/api/seasons', { name: 'Spring', startsOn: daysAgo(10), endsOn: shiftDate(daysAgo(10), 90) })
  ).id
  await send('POST', '/api/stats', { playerId: mia, gameDate: daysAgo(3), opponent: 'Lions', goals: 1 })
  await practice(3, { [mia]: 'absent', [sam]: 'present' })
  await send('PUT', `/api/players/${sam}/left`, { left: true })
})
afterAll(() => app?.close())

describe('a season’s numbers', () => {
  it('players’ totals start again with the new season; the past one’s stay under its name, read for everyone', async () => {
    const roster = await read<Player[]>('/api/players', team.parent.cookie)
    expect(statsOf(roster, mia)).toMatchObject({ gamesPlayed: 1, goals: 1, minutesPlayed: 0 })
    expect(statsOf(roster, sam)).toMatchObject({ gamesPlayed: 0, goals: 0, saves: 0 })

    const current = await read<SeasonPlayers>('/api/stats/season', team.parent.cookie)
    expect(current.season).toMatchObject({ id: seasonId, name: 'Spring', current: true })
    expect(statsOf(current.players, mia)).toEqual(statsOf(roster, mia))

    const first = await read<SeasonPlayers>('/api/stats/season?season=first', team.parent.cookie)
    expect(first.season).toMatchObject({ name: 'First season', current: false, endsOn: daysAgo(11) })
    expect(statsOf(first.players, mia)).toMatchObject({ gamesPlayed: 1, goals: 2, minutesPlayed: 60 })
    // Sam left since: still in the past season, with his numbers, inactive.
    expect(first.players.find((p) => p.id === sam)).toMatchObject({
      isActive: false,
      stats: { gamesPlayed: 1, goals: 1, saves: 5 },
    })

    // A player's games are the season's, as the totals beside them count them.
    const games = async (query: string) =>
      (await read<StatLine[]>(`/api/players/${mia}/stats${query}`, team.parent.cookie)).map((line) => line.opponent)
    expect(await games('')).toEqual(['Lions'])
    expect(await games(`?season=${seasonId}`)).toEqual(['Lions'])
    expect(await games('?season=first')).toEqual(['Rovers'])
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/players/${mia}/stats?season=autumn-1999`,
      headers: as(team.coach.cookie),
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('attendance percentages are the season’s, with who left still in the past one', async () => {
    const current = await read<AttendanceOverview>('/api/attendance', team.parent.cookie)
    expect(current.events.map((e) => e.date)).toEqual([daysAgo(3)])
    // Sam left after this season's practice: he is still listed for it, after the active players.
    expect(current.players.map((p) => [p.playerName, p.present, p.total])).toEqual([
      ['Mia Striker', 0, 1],
      ['Sam Keeper', 1, 1],
    ])
    expect(current.totalPlayers).toBe(1)
    expect(current.averageAttendance).toBe(50)

    const first = await read<AttendanceOverview>('/api/attendance?season=first', team.parent.cookie)
    expect(first.events.map((e) => e.date)).toEqual([daysAgo(30)])
    expect(first.players.map((p) => [p.playerName, p.present, p.total, p.percentage])).toEqual([
      ['Mia Striker', 1, 1, 100],
      ['Sam Keeper', 0, 1, 0],
    ])
  })

  it('awards are the season’s: a win last season is not this season’s', async () => {
    const current = await read<Awards>('/api/votings/awards')
    expect(current.closedVotings).toBe(0)
    expect(current.players.find((p) => p.playerId === mia)).toMatchObject({ awards: 0, votes: 0 })
    const first = await read<Awards>('/api/votings/awards?season=first')
    expect(first.closedVotings).toBe(1)
    expect(first.players.find((p) => p.playerId === mia)).toMatchObject({
      awards: 1,
      votes: 1,
      lastAwardOn: daysAgo(30),
    })
  })

  it('an unknown season, or another team’s, is a 404 with the spec’s message on every season-aware read', async () => {
    for (const path of ['/api/stats/season', '/api/attendance', '/api/votings/awards', '/api/results']) {
      for (const [season, cookie] of [
        ['autumn-1999', team.coach.cookie],
        [seasonId, other.coach.cookie],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: `${path}?season=${season}`, headers: as(cookie) })
        expect([path, response.statusCode]).toEqual([path, 404])
        expect(response.json<{ error: { message: string } }>().error.message).toBe('This season does not exist.')
      }
    }
    expect(await verifyProjection(t.owner.db, projections.byName('results')!)).toEqual([])
  })
})
