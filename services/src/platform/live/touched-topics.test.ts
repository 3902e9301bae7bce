import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoach } from '../../../test/team-apps'
import type { App } from '../../app'
import { features } from '../../app'
import { liveTopicsOf } from '../feature'
import { TOUCHED_TOPICS_HEADER } from './touched-topics'

// The web app refreshes what a save changed from its answer's header, so the header must name exactly what the
// features declare for the events the save appended: no page keeps a list of its own.
const topicsOf = liveTopicsOf(features)

const t = useTestDatabase()
let app: App
let coach: Founder

beforeAll(async () => {
  ;({ app, coach } = await sessionAppWithCoach(t.database))
})
afterAll(async () => {
  await app?.close()
})

const addPlayer = (name: string, commandId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/players',
    headers: { origin: ORIGIN, cookie: coach.cookie, 'idempotency-key': commandId },
    payload: { name },
  })

describe('the answer of a save', () => {
  it('names the live topics of the events it appended, as their feature declares them', async () => {
    const added = await addPlayer('Mia Morgan', 'touched-topics-add-1')
    expect(added.statusCode, added.body).toBe(201)
    expect(added.headers[TOUCHED_TOPICS_HEADER]).toBe(topicsOf.get('PlayerAdded')!.join(' '))

    const { id } = added.json<{ id: string }>()
    const answered = await app.inject({
      method: 'PATCH',
      url: `/api/players/${id}`,
      headers: { origin: ORIGIN, cookie: coach.cookie },
      payload: { name: 'Mia Morgan-Lee' },
    })
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.headers[TOUCHED_TOPICS_HEADER]).toBe(topicsOf.get('PlayerUpdated')!.join(' '))
  })

  it('names nothing for a read, a refused save or a save sent again (its first answer came with them)', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/players', headers: { cookie: coach.cookie } })
    expect(read.statusCode).toBe(200)
    expect(read.headers[TOUCHED_TOPICS_HEADER]).toBeUndefined()

    const refused = await addPlayer('', 'touched-topics-refused')
    expect(refused.statusCode).toBe(400)
    expect(refused.headers[TOUCHED_TOPICS_HEADER]).toBeUndefined()

    const first = await addPlayer('Sam Ortega', 'touched-topics-again')
    expect(first.headers[TOUCHED_TOPICS_HEADER]).toBeDefined()
    const again = await addPlayer('Sam Ortega', 'touched-topics-again')
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(again.headers[TOUCHED_TOPICS_HEADER]).toBeUndefined()
  })
})
