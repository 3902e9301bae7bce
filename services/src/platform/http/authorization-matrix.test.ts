import { can } from '@teamspace/domain/shared/permissions'
import { sql } from 'kysely'
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
import { hashToken } from '../auth/tokens'
import type { ApiRoute } from './access'

/**
 * Every API route, called by everyone who might: nobody, a parent and a coach of team A, a coach and a parent of
 * team B, a member of both teams (a coach of A who joined B as a parent) acting in each, and a member naming a team
 * they are not in; with team A's ids and with team B's. What each must get follows from the permissions table
 * alone, so a new route is covered the day it lands; it only needs a fixture saying how to call it validly
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

/** The text that declares a route: its address, or for a feature's "as of" view its path under the history's. */
const declarationOf = (url: string) =>
  url.startsWith('/api/history/as-of/') ? `path: '${url.slice('/api/history/as-of/'.length)}'` : `'${url}'`

/** Where the fixture of a route belongs: beside the file that declares it. */
const fixturesFileFor = (url: string) => {
  const declaring = Object.entries(routeSources).find(([, source]) => source.includes(declarationOf(url)))?.[0]
  if (!declaring) return 'services/src/features/<feature>/<feature>.fixtures.ts'
  const folder = repoPath(declaring).replace(/\/[^/]+$/, '')
  const name = folder.split('/').pop()!
  return `${folder}/${name}.fixtures.ts`
}

type TeamName = 'A' | 'B'
interface Caller {
  readonly label: string
  /**
   * The caller's own team the cell is about: the one it acts in (its `X-Team`, else its session's), or, for a caller
   * naming a team it is not in, the one it does belong to.
   */
  readonly team: TeamName | null
  readonly member: () => Member | null
  /** The team the requests name in `X-Team`; none: the session's team. */
  readonly names?: TeamName
  /** The teams the account belongs to (the acting team alone unless said). */
  readonly teams?: readonly TeamName[]
  /**
   * For a route that acts on the caller's own account (`actsOnCaller`): a new account of the same kind, so the
   * fixture's members stay. Unsaid: a new member of the addressed team with the caller's role.
   */
  readonly fresh?: () => Promise<Member>
}

/**
 * A coach of A who joined B as a parent (through `POST /api/auth/join` with an invite of B's coach): the account as
 * a member of each team. Named apart from both teams, since both teams' members may see the name.
 */
interface TwoTeamMember {
  readonly A: Member
  readonly B: Member
}
let twoTeamMembers = 0
const newTwoTeamMember = async (): Promise<TwoTeamMember> => {
  const inA = await teams.A.context.addSharedMember('coach', `Dorothea Dualmember ${++twoTeamMembers}`)
  return { A: inA, B: await teams.B.context.admit(inA, 'parent') }
}
let twoTeamMember: TwoTeamMember
/**
 * The member of both teams' standing sessions, one in each team: the fixture acts through the one in the acting
 * team while the request goes from the one in the other, so no cell needs to move a session back and forth.
 */
const twoTeamSessions = {} as Record<TeamName, string>

const t = useTestDatabase()
let app: App
const teams = {} as Record<TeamName, { context: TeamContext; secrets: string[] }>

const callers: Caller[] = [
  { label: 'anonymous', team: null, member: () => null },
  { label: 'parent of A', team: 'A', member: () => teams.A.context.parent },
  { label: 'coach of A', team: 'A', member: () => teams.A.context.coach },
  { label: 'coach of B', team: 'B', member: () => teams.B.context.coach },
  { label: 'parent of B', team: 'B', member: () => teams.B.context.parent },
  // A role in one team gives nothing in the other: acting in A the member is a coach, acting in B a parent, and
  // neither team's ids reach the other team's things.
  ...(['A', 'B'] as const).map((team): Caller => ({
    label: `coach of A and parent of B, acting in ${team}`,
    team,
    names: team,
    teams: ['A', 'B'],
    member: () => twoTeamMember[team],
    // A new account of the same kind: deleting an account, joining or founding a team is done by a member of
    // both teams, which a new member of one team would not show.
    fresh: async () => (await newTwoTeamMember())[team],
  })),
  // A team the caller is not in: not found on every route but the public ones, whatever the route or the ids.
  { label: 'parent of A naming team B', team: 'A', names: 'B', member: () => teams.A.context.parent },
]

/**
 * Routes that answer about the person across their teams (the `Me` of the session, the person's own calendar and
 * sign-ups): these, and only these, may name the person's other teams, and only by the teams' own names.
 */
const personRoutes = new Set([
  'PUT /api/auth/session/team',
  'PUT /api/account/language',
  'POST /api/auth/join',
  'POST /api/auth/teams',
  'GET /api/my/calendar',
  'GET /api/my/next',
  'GET /api/my/volunteer-sign-ups',
])

let cells = 0
let twoTeamCells = 0
let strangerCells = 0
const routesChecked = new Set<string>()

beforeAll(async () => {
  await countWrites()
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
  twoTeamMember = await newTwoTeamMember()
  twoTeamSessions.A = twoTeamMember.A.cookie
  twoTeamSessions.B = (await signIn(app, twoTeamMember.B)).cookie
})

afterAll(async () => {
  console.log(
    `authorization matrix: ${cells} cells over ${routesChecked.size} routes (${callers.length} callers, each team's ids; ` +
      `${twoTeamCells} as a member of both teams, ${strangerCells} naming a team the caller is not in)`,
  )
  await app?.close()
})

/** The status the fixture says a caller in `teams` teams gets, if it names one. */
const statusOf = (fixture: Fixture<Record<string, string>>, teams: number) =>
  typeof fixture.status === 'function' ? fixture.status(teams) : fixture.status

const isSuccess = (status: number, fixture: Fixture<Record<string, string>>, teams: number) =>
  statusOf(fixture, teams) !== undefined
    ? status === statusOf(fixture, teams)
    : fixture.websocket
      ? status === 101
      : status >= 200 && status < 300

const successLabel = (fixture: Fixture<Record<string, string>>, teams: number) =>
  statusOf(fixture, teams) !== undefined ? String(statusOf(fixture, teams)) : fixture.websocket ? '101' : '2xx'

/**
 * What a refused request must leave as it was: the log, where every domain write appends (its last position: nothing
 * appended, for any team; but for the automatic reminders, which the reminder job appends on its own clock when an
 * event a fixture made comes near), and what a team's coach sees of a team, its members, players and invites, with
 * what of it lives outside the log (the members' accounts and profiles, the players' personal data). Those tables
 * count every row written to them (`countWrites`, in this file's database only), so the state is two numbers however
 * many members and players the matrix has made by then: a refused request may write no row of them, in any team.
 */
const watchedTables = ['teams', 'team_members', 'accounts', 'profiles', 'players', 'player_personal_data', 'invites']

/** Counts each row written to the watched tables, in the same transaction as the write (a rollback takes it back). */
const countWrites = async () => {
  await sql`create table matrix_writes (n bigint not null)`.execute(t.owner.db)
  await sql`insert into matrix_writes values (0)`.execute(t.owner.db)
  await sql`
    create function matrix_count_write() returns trigger language plpgsql security definer set search_path = public
    as $$ begin update matrix_writes set n = n + 1; return null; end $$`.execute(t.owner.db)
  for (const table of watchedTables)
    await sql`
      create trigger matrix_count_write after insert or update or delete on ${sql.table(table)}
      for each row execute function matrix_count_write()`.execute(t.owner.db)
}

const stateOf = async () => {
  const { rows } = await sql<{ state: string }>`
    select json_build_array(
      (select max(position) from events where type <> 'AutomaticReminderSent'),
      (select n from matrix_writes)
    )::text as state`.execute(t.owner.db)
  return rows[0]!.state
}

/** The team a session is in, as the server keeps it; undefined for a session that has ended. */
const sessionTeamOf = async (cookie: string) =>
  (
    await t.database.db
      .selectFrom('sessions')
      .select('team_id')
      .where('id', '=', hashToken(cookie.replace(/^ts_session=/, '')))
      .executeTakeFirst()
  )?.team_id

/** The standing session of the member of both teams in `team`: signed in anew if a request of the matrix ended it. */
const standingSession = async (team: TeamName): Promise<Member> => {
  let cookie = twoTeamSessions[team]
  if ((await sessionTeamOf(cookie)) === undefined)
    cookie = twoTeamSessions[team] = (await signIn(app, twoTeamMember[team])).cookie
  const member = { ...twoTeamMember[team], cookie }
  await keepSessionIn(member, teams[team].context.teamId)
  return member
}

/** Puts a member's session into one of their teams (where a request that names no team acts), unless it is there. */
const keepSessionIn = async (member: Member, teamId: string) => {
  if ((await sessionTeamOf(member.cookie)) === teamId) return
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/session/team',
    headers: { origin: ORIGIN, cookie: member.cookie },
    payload: { teamId },
  })
  if (response.statusCode !== 200) throw new Error(`moving ${member.email}'s session: ${response.body}`)
}

/** One request of the matrix; the answer's status and text. */
const send = async (
  route: ApiRoute,
  fixture: Fixture<Record<string, string>>,
  url: string,
  cookie: string | undefined,
  request: FixtureRequest,
  team: string | undefined,
) => {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    ...(cookie ? { cookie } : {}),
    ...(team ? { 'x-team': team } : {}),
  }
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
    // A guard against a hang, not a measure: a loaded machine makes the two thousand cells slower, not wrong.
  }, 900_000)

  it('switches the session only into a team of the person: any other is not found (404) and the session stays', async () => {
    const person = await newTwoTeamMember()
    const switchTo = (member: Member, teamId: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/session/team',
        headers: { origin: ORIGIN, cookie: member.cookie },
        payload: { teamId },
      })
    const sessionTeam = async (member: Member) =>
      (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: member.cookie } })).json<{
        user: { teamId: string } | null
      }>().user?.teamId

    for (const [member, other] of [
      [teams.A.context.parent, teams.B],
      [teams.A.context.coach, teams.B],
      [teams.B.context.coach, teams.A],
      [teams.B.context.parent, teams.A],
    ] as const) {
      const answer = await switchTo(member, other.context.teamId)
      expect(answer.statusCode, answer.body).toBe(404)
      expect(answer.json<{ error: { code?: string } }>().error.code).toBe('team-not-found')
      expect(answer.body).not.toContain(other.context.name)
      expect(await sessionTeam(member)).toBe(member.teamId)
    }

    expect((await switchTo(person.A, teams.A.context.teamId)).statusCode).toBe(200)
    expect(await sessionTeam(person.A)).toBe(teams.A.context.teamId)
    expect((await switchTo(person.A, teams.B.context.teamId)).statusCode).toBe(200)
    expect(await sessionTeam(person.A)).toBe(teams.B.context.teamId)
    const { code } = await teams.A.context.inviteToNewTeam()
    for (const teamId of ['no-such-team', code]) {
      expect((await switchTo(person.A, teamId)).statusCode).toBe(404)
      expect(await sessionTeam(person.A)).toBe(teams.B.context.teamId)
    }
  })
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
  /**
   * The last cell's ids, if its request changed nothing, with how they were made (the team, and whose things they
   * are). Only the last: making ids may end earlier ones (a new calendar link ends the member's old one).
   */
  let unused: { readonly key: string; readonly ids: Record<string, string> } | null = null

  // Naming a team one is not in is refused before the ids matter: that team's ids are the telling ones.
  const strangerOf = (caller: Caller) => caller.names !== undefined && caller.names !== caller.team
  // The cells with one team's ids come one after another, so that the ids of one that changed nothing serve the
  // next (the sort keeps the callers' order).
  const routeCells = callers
    .flatMap((caller) =>
      (fixture.ids ? (strangerOf(caller) ? [caller.names!] : (['A', 'B'] as const)) : [null]).map((idsFrom) => ({
        caller,
        idsFrom,
      })),
    )
    .sort((a, b) => (a.idsFrom ?? '').localeCompare(b.idsFrom ?? ''))

  for (const { caller, idsFrom } of routeCells) {
    const stranger = strangerOf(caller)
    const addressed = teams[idsFrom ?? caller.names ?? caller.team ?? 'A']
    let member = caller.member()
    if (member && fixture.endsSession) member = await signIn(app, member)
    if (member && fixture.actsOnCaller)
      member = await (caller.fresh?.() ?? (stranger ? teams[caller.team!] : addressed).context.addMember(member.role))
    // A member of both teams stands in their own team for the fixture's coach (in A) or parent (in B), so what
    // the fixture makes there is theirs as it would be the fixture member's. The fixture acts as them naming no
    // team: their session is in the acting team meanwhile; the request itself then goes from a session in the
    // other team, so that the header alone decides. The standing member of both teams keeps a session in each;
    // one made for the cell (a new sign-in, a new account) has one, moved into the acting team and then out.
    const otherName: TeamName = caller.team === 'A' ? 'B' : 'A'
    const inBoth = member !== null && caller.teams !== undefined && caller.teams.length > 1
    const standing = inBoth && !fixture.endsSession && !fixture.actsOnCaller
    const twoTeams = standing ? await standingSession(caller.team!) : inBoth ? member : null
    const made =
      twoTeams && idsFrom !== null && idsFrom !== caller.team
        ? addressed.context
        : twoTeams
          ? addressed.context.withMembers(caller.team === 'A' ? { coach: twoTeams } : { parent: twoTeams })
          : addressed.context
    if (twoTeams && !standing) await keepSessionIn(twoTeams, teams[caller.team!].context.teamId)
    const idsKey = `${idsFrom}:${made.coach.userId}:${made.parent.userId}`
    const ids: Record<string, string> = !fixture.ids
      ? {}
      : unused?.key === idsKey
        ? unused.ids
        : await fixture.ids(made)
    unused = null
    const request = (await fixture.request?.(ids, twoTeams ?? member ?? made.coach, made)) ?? {}
    if (standing && twoTeams) member = { ...twoTeams, cookie: (await standingSession(otherName)).cookie }
    else if (twoTeams) await keepSessionIn(twoTeams, teams[otherName].context.teamId)
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = ids[name]
      if (value === undefined) throw new Error(`the fixture of ${key} makes no id for :${name}`)
      return encodeURIComponent(value)
    })
    const teamCount = caller.teams?.length ?? 1
    const otherTeam = caller.team === null ? null : idsFrom !== null && idsFrom !== caller.team ? idsFrom : null
    let expected: string
    let refused = true
    if (route.permission === 'public') {
      // A public route that reads the session (GET /api/auth/session) refuses a team not the caller's as any
      // other does; the rest do not look at the header.
      expected = stranger ? `${successLabel(fixture, teamCount)} or 404` : successLabel(fixture, teamCount)
      refused = false
    } else if (!member) {
      expected = '401'
    } else if (stranger) {
      expected = '404'
    } else if (route.permission !== 'signed-in' && !can(member.role, route.permission)) {
      expected = '403'
    } else if (otherTeam) {
      expected = '404 (or 400/403), nothing of the other team'
    } else {
      expected = successLabel(fixture, teamCount)
      refused = false
    }

    const named = caller.names && teams[caller.names].context.teamId
    const readOnly = route.method === 'GET' || route.method === 'HEAD'
    const before = refused || readOnly ? await stateOf() : null
    const answer = await send(route, fixture, url, member?.cookie, request, named)
    cells++
    if (stranger) strangerCells++
    else if (caller.teams && caller.teams.length > 1) twoTeamCells++
    const cell = `${key} as ${caller.label}${idsFrom ? ` with team ${idsFrom}'s ids` : ''}: got ${answer.status}`
    const ok = !refused
      ? isSuccess(answer.status, fixture, teamCount) || (stranger && answer.status === 404)
      : expected === '401' || expected === '403' || expected === '404'
        ? answer.status === Number(expected)
        : [400, 403, 404].includes(answer.status)
    if (!ok) failures.push(`${cell}, expected ${expected}${answer.text ? ` — ${answer.text.slice(0, 200)}` : ''}`)
    // A refused request changes nothing of the team it named.
    const unchanged = before !== null && (await stateOf()) === before
    if (refused && !unchanged)
      failures.push(`${cell}, and the refused request appended to the log or wrote a row of a team's`)
    // What a request that changed nothing named is still there as it was: the next cell made the same way uses
    // it rather than making its own (a cell that may have used it up, a write that succeeded, gets new ones).
    if (unchanged) unused = { key: idsKey, ids }

    // Outside the public routes, nobody learns anything of a team other than the one they act in; a member of
    // both teams sees the other team's name only where the answer is about the person across their teams.
    if (route.permission !== 'public') {
      const foreign: TeamName[] = caller.team === null ? ['A', 'B'] : [caller.team === 'A' ? 'B' : 'A']
      const text = personRoutes.has(key) ? withoutOwnTeamNames(answer.body, caller) : answer.body
      for (const team of foreign)
        for (const secret of teams[team].secrets)
          if (text.includes(secret)) failures.push(`${cell}, and its answer names ${secret} of team ${team}`)
    }
  }
  return failures
}

/** An answer with the names of the caller's own teams left out: what a route about the person may name. */
const withoutOwnTeamNames = (body: string, caller: Caller) => {
  let text = body
  for (const team of caller.teams ?? []) text = text.split(teams[team].context.name).join('')
  return text
}
