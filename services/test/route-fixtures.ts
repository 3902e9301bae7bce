import type { CalendarEventType, ScheduleCalendarEventInput } from '@teamspace/domain/calendar/calendar.schemas'
import type { AddVolunteerNeedInput } from '@teamspace/domain/volunteers/volunteers.schemas'
import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import { nanoid } from 'nanoid'
import sharp from 'sharp'
import type { App } from '../src/app'
import { calendarEventStream } from '../src/features/calendar/calendar.streams'
import type { DevOutbox } from '../src/platform/mail/mail'
import { ORIGIN, sessionCookieOf } from './app'

/**
 * Route fixtures: for each API route, how to make a valid request as a member of a team. Each feature keeps
 * its own in `<feature>.fixtures.ts` beside its routes; the authorization matrix finds them all and fails for a
 * route that has none.
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A route as `app.apiRoutes` lists it: `'METHOD /api/url/:param'`. */
export type RouteKey = `${Method} /api/${string}`

/** The path parameters a route key names: `'GET /api/players/:playerId'` → `'playerId'`. */
export type ParamsOf<Key extends string> = Key extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Key extends `${string}:${infer Param}`
    ? Param
    : never

export type Role = 'coach' | 'parent'

export interface Member {
  readonly userId: string
  readonly teamId: string
  readonly role: Role
  readonly name: string
  readonly email: string
  readonly password: string
  /** The member's session cookie (`ts_session=…`). */
  readonly cookie: string
}

export interface Player {
  readonly id: string
  readonly name: string
}

/** One team, made through the public API, and what its coach can make in it. */
export interface TeamContext {
  readonly teamId: string
  readonly name: string
  readonly coach: Member
  readonly parent: Member
  /** Adds a player as the coach, linked to `parents` through their e-mail addresses. */
  addPlayer(parents?: readonly Member[]): Promise<Player>
  /** Gives a player a photo, as the coach. */
  uploadPhoto(playerId: string): Promise<void>
  /** Records a stat line as the coach (for a new player unless one is given). */
  recordStat(playerId?: string): Promise<{ id: string; playerId: string }>
  /** Opens a player-of-the-match voting for a custom game, as the coach. */
  openVoting(title?: string): Promise<{ id: string }>
  /**
   * Schedules a calendar event as the coach (or `by`): a practice a week from today in the team's zone unless
   * `values` say otherwise.
   */
  scheduleCalendarEvent(values?: Partial<ScheduleCalendarEventInput>, by?: Member): Promise<{ id: string }>
  /**
   * A practice (or `type`) that began `daysAgo` days ago at 00:01, scheduled by the coach (or `by`) on that day:
   * the command goes through the decider and the projections with that day's clock, as the route would have
   * sent it then.
   */
  schedulePastCalendarEvent(
    daysAgo: number,
    title?: string,
    by?: Member,
    type?: CalendarEventType,
  ): Promise<{ id: string }>
  /**
   * Adds a volunteer need as the team's parent (or `by`), to a new upcoming calendar event unless `values` name
   * one: both its creator and any coach may then change it.
   */
  addVolunteerNeed(
    values?: Partial<AddVolunteerNeedInput>,
    by?: Member,
  ): Promise<{ id: string; calendarEventId: string }>
  /**
   * The same team with one of its other members in the coach's or the parent's place: what the helpers make is then
   * theirs (an event they created, a child of theirs), as a fixture made for the team's own coach or parent expects.
   */
  withMembers(members: { readonly coach?: Member; readonly parent?: Member }): TeamContext
  /** Creates an invite as the coach (or as the parent, for family relationships). */
  invite(relationship?: string, by?: Member): Promise<{ id: string; code: string }>
  /** A new member, signed up through an invite. */
  addMember(role?: Role): Promise<Member>
  /**
   * A new member named `name` who is to join another team too (see `admit`): their name and address are not this
   * team's alone, since the other team's members see them as well, so they are not among its secrets.
   */
  addSharedMember(role: Role, name: string): Promise<Member>
  /**
   * `member`, signed in as a member of another team, joins this one through an invite of its coach
   * (`POST /api/auth/join`, which moves their session here): the same account, as a member of this team.
   */
  admit(member: Member, role: Role): Promise<Member>
  /** Asks for a password reset for this address and returns the token the e-mail carries. */
  resetToken(email: string): Promise<string>
  /** An e-mail address no account has yet. */
  newEmail(): string
  /** An invite to a team of its own, made afresh (for joining another team, which changes neither A nor B). */
  inviteToNewTeam(): Promise<{ code: string }>
}

/** The request a fixture makes, beyond its path. */
export interface FixtureRequest {
  readonly body?: unknown
  /** A raw payload with its own content type (multipart uploads). */
  readonly payload?: Buffer
  readonly contentType?: string
  readonly query?: Record<string, string>
}

export interface Fixture<Ids extends Record<string, string>> {
  /**
   * Makes what the request names, in the given team, through the public API: the path's ids and any the body
   * needs. Runs afresh for every cell of the matrix that may have used them up, so a route that deletes what it
   * names can succeed each time; the ids of a request that changed nothing (refused, or a read) serve the next.
   */
  readonly ids?: (team: TeamContext) => Promise<Ids>
  /**
   * The request's body (or raw payload), as `caller` (for anonymous cells: the member whose session is not
   * sent) with `ids` from the team being addressed.
   */
  readonly request?: (ids: Ids, caller: Member, team: TeamContext) => FixtureRequest | Promise<FixtureRequest>
  /**
   * What the caller who may use the route gets with its own team's ids, if not 200 to 204; a function of how many
   * teams the caller belongs to when that decides it (leaving a team: refused for one's only team).
   */
  readonly status?: number | ((teams: number) => number)
  /** The request ends the caller's session (sign-out): each cell runs on a fresh sign-in. */
  readonly endsSession?: boolean
  /**
   * The request acts on the caller's own account (deleting it): each cell runs as a new member of the caller's
   * team with the caller's role, so the team's fixture members stay.
   */
  readonly actsOnCaller?: boolean
  /** A websocket route: its cells are upgrade requests. */
  readonly websocket?: boolean
  /**
   * The valid JSON body the hostile-input test starts from, made hostile one value at a time: every route that
   * takes a body gives one (the test fails naming a route without), made for that test's own team.
   */
  readonly validBody?: (team: HostileInputTeam) => Record<string, unknown>
  /** The body is a file form (an upload): the hostile-input test sends it broken forms rather than a JSON body. */
  readonly multipart?: true
  /**
   * One of the routes the hostile-input test also sends with hostile team names (`X-Team`, `?team=`): a sample of
   * reads and writes, with and without ids, the session's own, the team switcher and a person's own across teams.
   */
  readonly hostileTeamNames?: true
}

/**
 * The team the hostile-input test sends every request in, made before the first: its coach, who is also the parent
 * of its one player, and the ids of one of each thing the coach made there (the path parameters it fills in).
 */
export interface HostileInputTeam {
  readonly coach: { readonly email: string; readonly teamId: string; readonly password: string }
  readonly ids: {
    readonly [
      Name in
        | 'playerId'
        | 'statLineId'
        | 'id'
        | 'code'
        | 'calendarEventId'
        | 'votingId'
        | 'newsArticleId'
        | 'needId'
        | 'photoId'
        | 'threadId'
        | 'messageId'
        | 'userId'
        | 'kind'
        | 'itemId'
    ]: string
  }
}

export interface RouteFixture {
  readonly route: RouteKey
  readonly fixture: Fixture<Record<string, string>>
}

/** A route whose path names ids must say how to make them. */
type IdsRequired<Key extends string, Ids> = [ParamsOf<Key>] extends [never]
  ? unknown
  : { readonly ids: (team: TeamContext) => Promise<Ids> }

/** One route's fixture; the path's parameters must come from `ids`. */
export const route = <const Key extends RouteKey, Ids extends Record<ParamsOf<Key>, string>>(
  key: Key,
  fixture: Fixture<Ids> & IdsRequired<Key, Ids>,
): RouteFixture => ({ route: key, fixture: fixture as unknown as Fixture<Record<string, string>> })

// ---- Making teams through the public API ----

const PASSWORD = 'secret123'
/** The time zone of every team made here. */
export const TEAM_TIME_ZONE = 'Europe/London'
let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

const expectStatus = (response: { statusCode: number; body: string }, status: number, what: string) => {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`)
}

const signUp = async (app: App, url: string, payload: object, role: Role, name: string, email: string) => {
  const response = await app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload })
  expectStatus(response, 201, `signing up ${email}`)
  const user = response.json<{ user: { id: string; teamId: string } }>().user
  return {
    userId: user.id,
    teamId: user.teamId,
    role,
    name,
    email,
    password: PASSWORD,
    cookie: sessionCookieOf(response),
  }
}

/** Signs in again as a member: a session of its own, which a test may end. */
export const signIn = async (app: App, member: Member): Promise<Member> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: ORIGIN },
    payload: { email: member.email, password: member.password },
  })
  expectStatus(response, 200, `signing in ${member.email}`)
  return { ...member, cookie: sessionCookieOf(response) }
}

export interface TeamNames {
  /** Every name is distinctive, so that a response leaking it is caught by a plain text search. */
  readonly team: string
  readonly coach: string
  readonly parent: string
  readonly players: string
}

/** A team with a coach and a parent, made through sign-up and an invite, and what its coach can make in it. */
export const createTeam = async (app: App, outbox: DevOutbox, names: TeamNames) => {
  const secrets: string[] = [names.team]
  const remember = <T extends { name: string; email?: string }>(thing: T) => {
    secrets.push(thing.name, ...(thing.email ? [thing.email] : []))
    return thing
  }
  const coachEmail = `${unique('coach')}@example.org`
  const founder = remember(
    await signUp(
      app,
      '/api/auth/setup',
      {
        email: coachEmail,
        password: PASSWORD,
        name: names.coach,
        teamName: names.team,
        ageGroup: 'U10',
        timeZone: TEAM_TIME_ZONE,
      },
      'coach',
      names.coach,
      coachEmail,
    ),
  )
  const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

  const invite = async (relationship = 'parent_guardian', by: Member = founder) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/invites',
      headers: as(by),
      payload: { relationship },
    })
    expectStatus(response, 201, `inviting a ${relationship}`)
    return response.json<{ id: string; code: string }>()
  }

  let members = 0
  const relationshipOf = (role: Role) => (role === 'coach' ? 'assistant_coach' : 'parent_guardian')
  const signUpThroughInvite = async (role: Role, name: string) => {
    const { code } = await invite(relationshipOf(role))
    const email = `${unique('member')}@example.org`
    return signUp(
      app,
      '/api/auth/register',
      { email, password: PASSWORD, name, role, inviteCode: code },
      role,
      name,
      email,
    )
  }
  const join = async (role: Role, name: string) => remember(await signUpThroughInvite(role, name))
  const addMember = (role: Role = 'parent') =>
    join(role, `${names.parent} ${role === 'coach' ? 'Staff' : 'Kin'} ${++members}`)
  const founderParent = await join('parent', names.parent)

  let players = 0
  /** The team's helpers, making things as `coach` and `parent` (the team's own fixture members unless replaced). */
  const contextOf = (coach: Member, parent: Member): TeamContext => {
    const addPlayer = async (parents: readonly Member[] = []) => {
      const name = `${names.players} ${String.fromCharCode(65 + (players++ % 26))}${Math.floor(players / 26)}`
      const response = await app.inject({
        method: 'POST',
        url: '/api/players',
        headers: as(coach),
        payload: { name, parentEmails: parents.map((parent) => parent.email) },
      })
      expectStatus(response, 201, `adding ${name}`)
      return remember({ id: response.json<{ id: string }>().id, name })
    }

    const context: TeamContext = {
      teamId: founder.teamId,
      name: names.team,
      coach,
      parent,
      addPlayer,
      uploadPhoto: async (playerId) => {
        const form = await photoForm()
        const response = await app.inject({
          method: 'PUT',
          url: `/api/players/${playerId}/photo`,
          headers: { ...as(coach), 'content-type': form.contentType },
          payload: form.payload,
        })
        expectStatus(response, 200, 'uploading a photo')
      },
      recordStat: async (playerId) => {
        const forPlayer = playerId ?? (await addPlayer()).id
        const response = await app.inject({
          method: 'POST',
          url: '/api/stats',
          headers: as(coach),
          payload: { playerId: forPlayer, gameDate: '2026-09-05', opponent: 'Hillside', goals: 1 },
        })
        expectStatus(response, 201, 'recording a stat line')
        return { id: response.json<{ id: string }>().id, playerId: forPlayer }
      },
      openVoting: async (title = 'Friendly vs Lakeside') => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/votings/custom',
          headers: as(coach),
          payload: { title, date: daysFromToday(-1) },
        })
        expectStatus(response, 201, 'opening a voting')
        return response.json<{ id: string }>()
      },
      scheduleCalendarEvent: async (values = {}, by = coach) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/calendar-events',
          headers: as(by),
          payload: { ...calendarEventValues(), ...values },
        })
        expectStatus(response, 201, 'scheduling a calendar event')
        return response.json<{ id: string }>()
      },
      schedulePastCalendarEvent: async (daysAgo, title = 'Old practice', by = coach, type = 'practice') => {
        const calendarEventId = nanoid()
        const now = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000)
        await app.platform.execute(
          calendarEventStream,
          {
            type: 'ScheduleCalendarEvent',
            data: {
              teamId: by.teamId,
              calendarEventId,
              timeZone: TEAM_TIME_ZONE,
              takesAttendance: true,
              title,
              type,
              date: todayIn(TEAM_TIME_ZONE, now),
              time: '00:01',
              location: 'North Field',
              opponent: '',
              address: '',
              arriveMinutesEarly: 0,
              description: '',
            },
          },
          {
            metadata: {
              now,
              actor: { userId: by.userId, role: by.role },
              commandId: nanoid(),
              correlationId: nanoid(),
            },
            result: () => null,
          },
        )
        return { id: calendarEventId }
      },
      addVolunteerNeed: async (values = {}, by = parent) => {
        const calendarEventId = values.calendarEventId ?? (await context.scheduleCalendarEvent()).id
        const response = await app.inject({
          method: 'POST',
          url: '/api/volunteer-needs',
          headers: as(by),
          payload: { type: 'snacks', slotsNeeded: 2, ...values, calendarEventId },
        })
        expectStatus(response, 201, 'adding a volunteer need')
        return { id: response.json<{ id: string }>().id, calendarEventId }
      },
      invite: (relationship, by = coach) => invite(relationship, by),
      addMember,
      withMembers: (members) => contextOf(members.coach ?? coach, members.parent ?? parent),
      addSharedMember: signUpThroughInvite,
      admit: async (member, role) => {
        const { code } = await invite(relationshipOf(role))
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/join',
          headers: as(member),
          payload: { role, inviteCode: code },
        })
        expectStatus(response, 201, `${member.email} joining ${names.team}`)
        return { ...member, teamId: founder.teamId, role }
      },
      resetToken: async (email) => {
        const before = outbox.sent.length
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          headers: { origin: ORIGIN },
          payload: { email },
        })
        expectStatus(response, 202, 'asking for a reset link')
        // The link is mailed after the answer, through the outbox.
        const mail = await mailTo(outbox, email, before)
        const token = mail?.text.match(/token=([\w-]+)/)?.[1]
        if (!token) throw new Error(`no reset link was sent to ${email}`)
        return token
      },
      newEmail: () => `${unique('new')}@example.org`,
      inviteToNewTeam: async () => {
        const email = `${unique('founder')}@example.org`
        const founder = await signUp(
          app,
          '/api/auth/setup',
          {
            email,
            password: PASSWORD,
            name: 'Other Founder',
            teamName: 'Other FC',
            ageGroup: 'U8',
            timeZone: TEAM_TIME_ZONE,
          },
          'coach',
          'Other Founder',
          email,
        )
        const response = await app.inject({
          method: 'POST',
          url: '/api/invites',
          headers: as(founder),
          payload: { relationship: 'parent_guardian' },
        })
        expectStatus(response, 201, 'inviting to another team')
        return response.json<{ code: string }>()
      },
    }
    appsOfTeams.set(context, app)
    return context
  }
  return { context: contextOf(founder, founderParent), secrets }
}

/** The first mail to `email` after the outbox held `after` mails, once it has come. */
export const mailTo = async (outbox: DevOutbox, email: string, after = 0) => {
  // A guard against a hang, as long as the suite's polls wait: a loaded machine delivers later, never not at all.
  const deadline = Date.now() + 60_000
  for (;;) {
    const mail = outbox.sent.slice(after).find((message) => message.to === email)
    if (mail || Date.now() > deadline) return mail
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const appsOfTeams = new WeakMap<TeamContext, App>()

/** The app a team was made in: for a fixture that makes its ids through a route of its own feature. */
export const appOf = (team: TeamContext): App => {
  const app = appsOfTeams.get(team)
  if (!app) throw new Error(`team ${team.name} was not made by createTeam`)
  return app
}

/** A date `days` from today in the fixtures' team zone (YYYY-MM-DD). */
export const daysFromToday = (days: number) => shiftDate(todayIn(TEAM_TIME_ZONE, new Date()), days)

/** A valid event form: a practice at 10:00 a week from today. */
export const calendarEventValues = (): ScheduleCalendarEventInput => ({
  title: 'Training',
  type: 'practice',
  date: daysFromToday(7),
  time: '10:00',
  location: 'North Field',
})

/** A small JPEG as a multipart form, as the photo upload expects it. */
export const photoForm = async () => {
  const boundary = '----teamspace-fixture'
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer()
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}
