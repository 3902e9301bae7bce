import { can } from '@teamspace/domain/shared/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import {
  createTeam,
  signIn,
  type Fixture,
  type FixtureRequest,
  type Member,
  type RouteFixture,
  type TeamContext,
} from '../../../test/route-fixtures'
import type { App } from '../../app'
import type { ApiRoute } from './access'

/**
 * Every API route, called by everyone who might: nobody, a parent and a coach of team A, a coach and a parent of
 * team B, with team A's ids and with team B's. What each must get follows from the permissions table alone, so a
 * new route is covered the day it lands; it only needs a fixture saying how to call it validly
 * (`<feature>.fixtures.ts` beside its routes, found here without editing this file).
 */

const fixtureModules = import.meta.glob<{ fixtures: RouteFixture[] }>(
  ['../../features/*/*.fixtures.ts', '../*/*.fixtures.ts'],
  { eager: true },
)
/** The route files, to name the fixtures file a route without a fixture belongs in. */
const routeSources = import.meta.glob<string>(
  ['../../features/*/*.ts', '!../../features/*/*.test.ts', '!../../features/*/*.fixtures.ts', '../*/*.routes.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)

const fixtures = new Map<string, { fixture: Fixture<Record<string, string>>; file: string }>()
const duplicates: string[] = []
for (const [file, module] of Object.entries(fixtureModules)) {
  for (const { route, fixture } of module.fixtures) {
    if (fixtures.has(route)) duplicates.push(`${route} in ${file} and ${fixtures.get(route)!.file}`)
    fixtures.set(route, { fixture, file })
  }
}

const repoPath = (file: string) =>
  `services/src/${file.replace(/^(\.\.\/)+/, '').replace(/^(?!features\/)/, 'platform/')}`

/** Where the fixture of a route belongs: beside the file that declares it. */
const fixturesFileFor = (url: string) => {
  const declaring = Object.entries(routeSources).find(([, source]) => source.includes(`'${url}'`))?.[0]
  if (!declaring) return 'services/src/features/<feature>/<feature>.fixtures.ts'
  const folder = repoPath(declaring).replace(/\/[^/]+$/, '')
  const name = folder.split('/').pop()!
  return `${folder}/${name}.fixtures.ts`
}

type TeamName = 'A' | 'B'
interface Caller {
  readonly label: string
  readonly team: TeamName | null
  readonly member: () => Member | null
}

const t = useTestDatabase()
let app: App
const teams = {} as Record<TeamName, { context: TeamContext; secrets: string[] }>

const callers: Caller[] = [
  { label: 'anonymous', team: null, member: () => null },
  { label: 'parent of A', team: 'A', member: () => teams.A.context.parent },
  { label: 'coach of A', team: 'A', member: () => teams.A.context.coach },
  { label: 'coach of B', team: 'B', member: () => teams.B.context.coach },
  { label: 'parent of B', team: 'B', member: () => teams.B.context.parent },
]

let cells = 0
const routesChecked = new Set<string>()

beforeAll(async () => {
  const built = await buildSessionApp(t.database)
  app = built.app
  teams.A = await createTeam(app, built.outbox, {
    team: 'Alderbrook Otters FC',
    coach: 'Augustina Alderwood',
    parent: 'Ambrose Applethwaite',
    players: 'Anneliese Aardvark',
  })
  teams.B = await createTeam(app, built.outbox, {
    team: 'Blackthorn Badgers FC',
    coach: 'Bartholomew Brackenridge',
    parent: 'Beatrix Blunderbore',
    players: 'Benedikt Bumblesworth',
  })
})

afterAll(async () => {
  console.log(
    `authorization matrix: ${cells} cells over ${routesChecked.size} routes (${callers.length} callers, each team's ids)`,
  )
  await app?.close()
})

const isSuccess = (status: number, fixture: Fixture<Record<string, string>>) =>
  fixture.status !== undefined
    ? status === fixture.status
    : fixture.websocket
      ? status === 101
      : status >= 200 && status < 300

const successLabel = (fixture: Fixture<Record<string, string>>) =>
  fixture.status !== undefined ? String(fixture.status) : fixture.websocket ? '101' : '2xx'

/** What a team's coach sees of it: a refused request must leave it as it was. */
const stateOf = async (team: TeamContext) => {
  const parts = await Promise.all(
    ['/api/team', '/api/team/members', '/api/players', '/api/invites'].map(
      async (url) => (await app.inject({ method: 'GET', url, headers: { cookie: team.coach.cookie } })).body,
    ),
  )
  return parts.join('\n')
}

/** One request of the matrix; the answer's status and text. */
const send = async (
  route: ApiRoute,
  fixture: Fixture<Record<string, string>>,
  url: string,
  cookie: string | undefined,
  request: FixtureRequest,
) => {
  const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}) }
  if (fixture.websocket) {
    try {
      const socket = await app.injectWS(url, { headers })
      socket.terminate()
      return { status: 101, body: '', text: '' }
    } catch (error) {
      const status = /response: (\d+)/.exec(String(error))?.[1]
      if (!status) throw error
      return { status: Number(status), body: '', text: '' }
    }
  }
  if (request.contentType) headers['content-type'] = request.contentType
  const payload = request.payload ?? (request.body as object | undefined)
  const response = await app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(request.query ? { query: request.query } : {}),
    ...(payload !== undefined ? { payload } : {}),
  })
  const json = String(response.headers['content-type'] ?? '').includes('json')
  return { status: response.statusCode, body: response.body, text: json ? response.body : '' }
}

describe('the authorization matrix', () => {
  it('has one fixture per route, and none for a route that does not exist', () => {
    expect(duplicates, 'routes with two fixtures').toEqual([])
    const keys = new Set(app.apiRoutes.map((route) => `${route.method} ${route.url}`))
    const stale = [...fixtures.entries()].filter(([key]) => !keys.has(key)).map(([key, { file }]) => `${key} (${file})`)
    expect(stale, 'fixtures for routes the app does not have').toEqual([])
  })

  it('has a fixture for every route', () => {
    const missing = app.apiRoutes
      .filter((route) => !fixtureOf(route))
      // A HEAD route follows its GET's fixture: the GET is the one to add.
      .map((route) => (route.method === 'HEAD' ? { ...route, method: 'GET' } : route))
      .map((route) => `${route.method} ${route.url}`)
      .filter((key, index, keys) => keys.indexOf(key) === index)
      .map(
        (key) =>
          `${key} has no fixture: add route('${key}', { … }) to ${fixturesFileFor(key.split(' ')[1]!)} ` +
          `(see services/test/route-fixtures.ts), saying how to call it validly as a member of a team`,
      )
    expect(missing).toEqual([])
  })

  it("answers every route, for every caller and either team's ids, as the permissions table says", async () => {
    const failures: string[] = []
    for (const route of app.apiRoutes) {
      const found = fixtureOf(route)
      if (found) failures.push(...(await checkRoute(route, found.fixture)))
    }
    expect(failures).toEqual([])
    expect(routesChecked.size).toBe(app.apiRoutes.length)
  }, 300_000)
})

/** A HEAD route answers as its GET does, without a body. */
const fixtureOf = (route: ApiRoute) =>
  fixtures.get(`${route.method} ${route.url}`) ??
  (route.method === 'HEAD' ? fixtures.get(`GET ${route.url}`) : undefined)

/** Every cell of one route: what went otherwise than the permissions table says. */
const checkRoute = async (route: ApiRoute, fixture: Fixture<Record<string, string>>) => {
  const key = `${route.method} ${route.url}`
  routesChecked.add(key)
  const failures: string[] = []
  const idSets: (TeamName | null)[] = fixture.ids ? ['A', 'B'] : [null]

  for (const caller of callers) {
    for (const idsFrom of idSets) {
      const addressed = teams[idsFrom ?? caller.team ?? 'A']
      const ids = fixture.ids ? await fixture.ids(addressed.context) : {}
      let member = caller.member()
      if (member && fixture.endsSession) member = await signIn(app, member)
      if (member && fixture.actsOnCaller) member = await addressed.context.addMember(member.role)
      const request = (await fixture.request?.(ids, member ?? addressed.context.coach, addressed.context)) ?? {}
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
        const value = ids[name]
        if (value === undefined) throw new Error(`the fixture of ${key} makes no id for :${name}`)
        return encodeURIComponent(value)
      })
      const otherTeam = caller.team === null ? null : idsFrom !== null && idsFrom !== caller.team ? idsFrom : null
      let expected: string
      let refused = true
      if (route.permission === 'public') {
        expected = successLabel(fixture)
        refused = false
      } else if (!member) {
        expected = '401'
      } else if (route.permission !== 'signed-in' && !can(member.role, route.permission)) {
        expected = '403'
      } else if (otherTeam) {
        expected = '404 (or 400/403), nothing of the other team'
      } else {
        expected = successLabel(fixture)
        refused = false
      }

      const before = refused ? await stateOf(addressed.context) : ''
      const answer = await send(route, fixture, url, member?.cookie, request)
      cells++
      const cell = `${key} as ${caller.label}${idsFrom ? ` with team ${idsFrom}'s ids` : ''}: got ${answer.status}`
      const ok = !refused
        ? isSuccess(answer.status, fixture)
        : expected === '401'
          ? answer.status === 401
          : expected === '403'
            ? answer.status === 403
            : [400, 403, 404].includes(answer.status)
      if (!ok) failures.push(`${cell}, expected ${expected}${answer.text ? ` — ${answer.text.slice(0, 200)}` : ''}`)
      // A refused request changes nothing of the team it named.
      if (refused && (await stateOf(addressed.context)) !== before)
        failures.push(`${cell}, and team ${idsFrom ?? caller.team ?? 'A'} changed under the refused request`)

      // Outside the public routes, nobody learns anything of a team that is not theirs.
      if (route.permission !== 'public') {
        const foreign: TeamName[] = caller.team === null ? ['A', 'B'] : [caller.team === 'A' ? 'B' : 'A']
        for (const team of foreign)
          for (const secret of teams[team].secrets)
            if (answer.body.includes(secret)) failures.push(`${cell}, and its answer names ${secret} of team ${team}`)
      }
    }
  }
  return failures
}
