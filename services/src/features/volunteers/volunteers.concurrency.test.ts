import { volunteerNeedStreamId } from '@teamspace/domain/volunteers/volunteers.events'
import type { VolunteerNeedView, VolunteersPage } from '@teamspace/domain/volunteers/volunteers.schemas'
import { nanoid } from 'nanoid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { crowdIn, type CrowdMember } from '../../../test/crowd'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import type { TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { readStream } from '../../platform/event-store/read'
import { verifyProjection } from '../../platform/projections/rebuild'

/**
 * The product's race (ARCHITECTURE §3.2): however many people press Sign Up to Help at the same moment, a need
 * never gets more volunteers than slots, nor one member twice. Only a real Postgres server can show it; the
 * sign-ups all go through the real route, with real sessions.
 */

const t = useTestDatabase({ poolSize: 10 })
let app: App
let team: TeamContext

beforeAll(async () => {
  ;({ app, team } = await sessionAppWithTeam(t.database, {
    team: 'Crowded Cranes',
    coach: 'Cam Coach',
    parent: 'Pia Parent',
    players: 'Crane',
  }))
})
afterAll(() => app?.close())

/**
 * Members of the team written straight into the session tables: signing 1000 people up through invites would hash
 * 1000 passwords and measure nothing of interest here.
 */
const crowdOf = (size: number) => crowdIn(t.owner.db, team.teamId, size)

type Response = Awaited<ReturnType<App['inject']>>

/** How many answers were 503 and sent again, over the file: what a loaded machine costs, printed, not asserted. */
let retriedUnavailable = 0

/**
 * A sign-up as the app's client sends it: one Idempotency-Key, sent again while the server answers 503 (it may, when
 * a thousand requests at once wait longer for a connection than the pool lets them on a loaded machine), so each
 * member ends with the server's final answer: booked, or refused.
 */
const signUp = async (needId: string, member: CrowdMember) => {
  const key = nanoid()
  for (;;) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/volunteer-needs/${needId}/sign-up`,
      headers: { origin: ORIGIN, cookie: member.cookie, 'idempotency-key': key },
      payload: {},
    })
    if (response.statusCode !== 503) return response
    retriedUnavailable += 1
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
const withdraw = (needId: string, member: CrowdMember) =>
  app.inject({
    method: 'DELETE',
    url: `/api/volunteer-needs/${needId}/sign-up`,
    headers: { origin: ORIGIN, cookie: member.cookie },
  })

const needOf = async (needId: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/volunteer-needs',
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
  })
  return response.json<VolunteersPage>().needs.find((n) => n.id === needId)!
}

/** Every status with how often it came, and every refusal's code. */
const tally = (responses: readonly { statusCode: number; body: string }[]) => {
  const counts: Record<string, number> = {}
  for (const response of responses) {
    const code = response.statusCode === 200 ? '200' : `${response.statusCode} ${JSON.parse(response.body).error.code}`
    counts[code] = (counts[code] ?? 0) + 1
  }
  return counts
}

/** Who holds a slot after each event of the need's stream, from its log: the invariant at every version. */
const holdersAtEachVersion = async (needId: string) => {
  const { events } = await readStream(t.database.db, volunteerNeedStreamId(needId))
  const holders = new Set<string>()
  const sizes: number[] = []
  for (const event of events) {
    const data = event.data as { volunteerId?: string }
    if (event.type === 'VolunteerSlotBooked') holders.add(data.volunteerId!)
    if (event.type === 'VolunteerSlotWithdrawn') holders.delete(data.volunteerId!)
    sizes.push(holders.size)
  }
  return { sizes, holders, events }
}

describe.skipIf(!isPostgresServer())('signing up at the same moment, on a real Postgres server', () => {
  it('gives a 3-slot need exactly 3 of 1000 members who sign up at once, and tells the other 997 it is full', async () => {
    const crowd = await crowdOf(1000)
    const { id } = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 3 })

    const started = performance.now()
    const responses = await Promise.all(crowd.map((member) => signUp(id, member)))
    const elapsed = performance.now() - started

    const counts = tally(responses)
    console.log(
      `1000 concurrent sign-ups for a 3-slot need: ${JSON.stringify(counts)} in ${Math.round(elapsed)} ms ` +
        `(${Math.round(1000 / (elapsed / 1000))} requests/s; ${retriedUnavailable} answers of 503 sent again)`,
    )
    expect(counts).toEqual({ '200': 3, '409 full': 997 })
    const full = responses.find((r) => r.statusCode === 409)!
    expect(full.json().error.message).toBe('Sorry, this is full: every slot has been taken.')

    const booked = responses.flatMap((r, i) => (r.statusCode === 200 ? [crowd[i]!.userId] : []))
    const need = await needOf(id)
    expect(need).toMatchObject({ filled: 3, isFull: true, slotsNeeded: 3 })
    expect(need.volunteers.map((v) => v.userId).sort()).toEqual([...booked].sort())
    const { events } = await holdersAtEachVersion(id)
    expect(events.filter((e) => e.type === 'VolunteerSlotBooked')).toHaveLength(3)
  }, 120_000)

  it('books one member once, however many of their sign-ups arrive at once', async () => {
    const [member] = await crowdOf(1)
    const { id } = await team.addVolunteerNeed({ type: 'setup', slotsNeeded: 3, offsetMinutes: -30 })

    const started = performance.now()
    const responses = await Promise.all(Array.from({ length: 50 }, () => signUp(id, member!)))
    const elapsed = performance.now() - started

    const counts = tally(responses)
    console.log(`50 concurrent sign-ups by one member: ${JSON.stringify(counts)} in ${Math.round(elapsed)} ms`)
    expect(counts).toEqual({ '200': 1, '409 already-signed-up': 49 })
    expect(await needOf(id)).toMatchObject({
      filled: 1,
      volunteers: [expect.objectContaining({ userId: member!.userId })],
    })
    const { events } = await holdersAtEachVersion(id)
    expect(events.filter((e) => e.type === 'VolunteerSlotBooked')).toHaveLength(1)
  }, 60_000)

  it('never holds more volunteers than slots while some withdraw and others sign up at once', async () => {
    const crowd = await crowdOf(40)
    const { id } = await team.addVolunteerNeed({ type: 'cleanup', slotsNeeded: 3, offsetMinutes: 120 })
    const rounds: Record<string, number>[] = []
    let holding = new Set<string>()

    const started = performance.now()
    for (let round = 0; round < 8; round++) {
      // Those holding a slot withdraw while everyone else signs up (and, every other round, the holders sign up
      // again at once), each request a few milliseconds apart at random, so withdrawals and sign-ups interleave.
      const jittered = (send: () => Promise<Response>) =>
        new Promise<Response>((resolve, reject) => {
          setTimeout(() => void send().then(resolve, reject), Math.random() * 40)
        })
      const requests = crowd.flatMap((member) =>
        holding.has(member.userId)
          ? [jittered(() => withdraw(id, member)), ...(round % 2 === 0 ? [jittered(() => signUp(id, member))] : [])]
          : [jittered(() => signUp(id, member))],
      )
      const responses = await Promise.all(requests)
      rounds.push(tally(responses))
      for (const response of responses) expect(response.statusCode, response.body).not.toBeGreaterThanOrEqual(500)

      const need: VolunteerNeedView = await needOf(id)
      expect(need.filled).toBeLessThanOrEqual(3)
      holding = new Set(need.volunteers.map((v) => v.userId))
    }
    const elapsed = performance.now() - started

    const { sizes, holders, events } = await holdersAtEachVersion(id)
    console.log(
      `8 rounds of withdrawals racing sign-ups on a 3-slot need (40 members): ${events.length} events in ` +
        `${Math.round(elapsed)} ms, most holders at any version ${Math.max(...sizes)}; per round ${JSON.stringify(rounds)}`,
    )
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3)
    expect(new Set((await needOf(id)).volunteers.map((v) => v.userId))).toEqual(holders)
    // No request ever met a conflict it could not re-decide: every refusal says why.
    for (const round of rounds) expect(Object.keys(round).every((key) => !key.includes('conflict'))).toBe(true)
    expect(await verifyProjection(t.owner.db, projections.byName('volunteers')!)).toEqual([])
  }, 120_000)
})
