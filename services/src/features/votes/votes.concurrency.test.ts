import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asMember, buildTestApp, setUpTeam } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { daysFromToday } from '../../../test/route-fixtures'
import type { App } from '../../app'
import { readStream } from '../../platform/event-store/read'

/**
 * Player of the match under a crowd, on a real Postgres server: one voter pressing many times, many voters at
 * once, coaches starting the same game's voting together, and votes racing the close. Callers are named by the
 * test header (see test/app.ts), so hundreds of members cost no sign-ups; everything else is the real app.
 */

const t = useTestDatabase({ poolSize: 20 })
let app: App
let teamId: string
let coach: Record<string, string>
const voter = (n: number) => asMember(teamId, 'parent', `user-voter-${n}`)

beforeAll(async () => {
  app = await buildTestApp(t.database)
  // A real team, founded through the public route: the calendar schedules in its time zone.
  const founder = await setUpTeam(app)
  teamId = founder.teamId
  coach = asMember(teamId, 'coach', founder.userId)
})
afterAll(() => app?.close())

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })

const addPlayer = async (name: string) => {
  const response = await post(coach, '/api/players', { name })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

const openVoting = async (title: string) => {
  const response = await post(coach, '/api/votings/custom', { title, date: daysFromToday(0) })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

const messageOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message

/** The votes the log holds for a voting, and its tally as the read table has it. */
const countsOf = async (votingId: string) => {
  const [cast, tally, closing] = await Promise.all([
    app.platform.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'VoteCast')
      .where('stream_id', 'like', `vote-${votingId}-%`)
      .executeTakeFirstOrThrow(),
    app.platform.db
      .selectFrom('vote_tallies')
      .select((eb) => eb.fn.sum<string>('votes').as('n'))
      .where('voting_id', '=', votingId)
      .executeTakeFirstOrThrow(),
    readStream(app.platform.db, `voting-${votingId}`),
  ])
  const closed = closing.events.find((event) => event.type === 'VotingClosed')
  return {
    cast: Number(cast.n),
    tally: Number(tally.n ?? 0),
    totalAtClose: closed ? (closed.data as { totalVotes: number }).totalVotes : null,
  }
}

const elapsed = (since: number) => `${Math.round(performance.now() - since)} ms`

describe.skipIf(!isPostgresServer())('player of the match under a crowd', () => {
  it('counts one vote of 500 sent at once by one voter; the other 499 hear they already voted', async () => {
    const player = await addPlayer('Robin Crowd')
    const votingId = await openVoting('One voter, many presses')
    const started = performance.now()
    const responses = await Promise.all(
      Array.from({ length: 500 }, () => post(voter(1), `/api/votings/${votingId}/votes`, { playerId: player })),
    )
    const took = elapsed(started)
    const statuses = responses.map((response) => response.statusCode)
    const refusals = responses.filter((response) => response.statusCode === 409)
    console.log(
      `500 votes by one voter: ${statuses.filter((s) => s === 201).length} counted, ${refusals.length} refused, in ${took}`,
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(refusals).toHaveLength(499)
    expect(new Set(refusals.map(messageOf))).toEqual(new Set(['You have already voted in this session.']))
    expect(await countsOf(votingId)).toEqual({ cast: 1, tally: 1, totalAtClose: null })
  })

  it('counts all 200 votes of 200 voters voting at once, and the tally says 200', async () => {
    const players = await Promise.all(['Sam', 'Alex', 'Dee'].map((name) => addPlayer(`${name} Crowd`)))
    const votingId = await openVoting('Everyone at once')
    const started = performance.now()
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        post(voter(1000 + n), `/api/votings/${votingId}/votes`, { playerId: players[n % players.length] }),
      ),
    )
    const took = elapsed(started)
    console.log(`200 voters at once: ${responses.filter((r) => r.statusCode === 201).length} counted in ${took}`)
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201))
    expect(await countsOf(votingId)).toEqual({ cast: 200, tally: 200, totalAtClose: null })

    const closed = await post(coach, `/api/votings/${votingId}/close`)
    expect(closed.statusCode, closed.body).toBe(200)
    // 67, 67, 66: the two leaders tie.
    expect(closed.json<{ voteCount: number; winners: { votes: number }[] }>()).toMatchObject({
      voteCount: 200,
      winners: [{ votes: 67 }, { votes: 67 }],
    })
  })

  it('opens one voting when coaches start the same game’s voting at the same moment', async () => {
    const game = await post(coach, '/api/calendar-events', {
      title: 'Cup tie',
      type: 'game',
      date: daysFromToday(0),
      time: '00:01',
      location: 'North Field',
    })
    expect(game.statusCode, game.body).toBe(201)
    const calendarEventId = game.json<{ id: string }>().id
    const coaches = Array.from({ length: 50 }, (_, n) => asMember(teamId, 'coach', `user-coach-${n}`))
    const started = performance.now()
    const responses = await Promise.all(coaches.map((headers) => post(headers, '/api/votings', { calendarEventId })))
    const took = elapsed(started)
    const refusals = responses.filter((response) => response.statusCode === 409)
    console.log(`50 coaches starting one game's voting: 1 opened, ${refusals.length} refused, in ${took}`)
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1)
    expect(refusals).toHaveLength(49)
    expect(new Set(refusals.map(messageOf))).toEqual(
      new Set(['A Player of the Match voting already exists for this game.']),
    )
    const opened = await app.platform.db
      .selectFrom('votings')
      .select('id')
      .where('calendar_event_id', '=', calendarEventId)
      .execute()
    expect(opened).toHaveLength(1)
  })

  it('counts a vote racing the close in the result, or refuses it: never one after the winner is fixed', async () => {
    const players = await Promise.all(['Eli', 'Fay'].map((name) => addPlayer(`${name} Race`)))
    const rounds: string[] = []
    let counted = 0
    let refused = 0
    for (let round = 0; round < 8; round++) {
      const votingId = await openVoting(`Race ${round}`)
      const voters = Array.from({ length: 120 }, (_, n) => voter(10_000 * (round + 1) + n))
      const started = performance.now()
      // The votes go out over 120 ms and the close among them, later each round, so it meets votes at every
      // stage: not yet sent, reading, appending, committed.
      const closeAfter = 20 + round * 12
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const votes = voters.map((headers, n) =>
        later(n).then(() => post(headers, `/api/votings/${votingId}/votes`, { playerId: players[n % 2] })),
      )
      const closing = later(closeAfter).then(() => post(coach, `/api/votings/${votingId}/close`))
      const [answers, closed] = await Promise.all([Promise.all(votes), closing])
      expect(closed.statusCode, closed.body).toBe(200)
      const accepted = answers.filter((answer) => answer.statusCode === 201).length
      const refusals = answers.filter((answer) => answer.statusCode !== 201)
      expect(new Set(refusals.map((answer) => `${answer.statusCode} ${messageOf(answer)}`))).toEqual(
        new Set(refusals.length ? ['409 This voting has been closed.'] : []),
      )
      const counts = await countsOf(votingId)
      // Every vote in the log is in the total the winner was fixed on, and every accepted vote is in the log.
      expect(counts).toEqual({ cast: accepted, tally: accepted, totalAtClose: accepted })
      counted += accepted
      refused += refusals.length
      rounds.push(`${accepted}/${refusals.length} (close after ${closeAfter} ms, ${elapsed(started)})`)
    }
    console.log(`votes racing the close, counted/refused per round of 120: ${rounds.join('; ')}`)
    // Both outcomes happened, so the race was really run.
    expect(counted).toBeGreaterThan(0)
    expect(refused).toBeGreaterThan(0)
  })
})
