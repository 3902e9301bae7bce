import type { CalendarEventView, CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import type { ActivityPage, HistoryFeatureOption, ItemHistory } from '@teamspace/domain/history/history.schemas'
import { formatDay } from '@teamspace/domain/history/history.wording'
import { playerStreamId, type RosterEvent } from '@teamspace/domain/roster/roster.events'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import type { Decider } from '@teamspace/domain/shared/decider'
import type { Command } from '@teamspace/domain/shared/events'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { nanoid } from 'nanoid'
import { commandStream } from '../../platform/commands/command-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { galleryForm, sampleJpeg, postToGallery } from '../../../test/photo-upload'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext
const ZONE = 'Europe/London'
const DAY = 24 * 60 * 60 * 1000
const today = () => todayIn(ZONE, new Date())

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const get = (url: string, member: Member = team.coach, query?: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers: as(member), ...(query ? { query } : {}) })
const ok = async <T>(url: string, member: Member = team.coach, query?: Record<string, string>) => {
  const response = await get(url, member, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}
const activity = (query: Record<string, string> = {}, member: Member = team.coach) =>
  ok<ActivityPage>('/api/history', member, query)

const addPlayer = async (name: string, jerseyNumber: number) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/players',
    headers: as(team.coach),
    payload: { name, jerseyNumber, position: 'Midfielder' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

/** Roster facts written with an earlier clock, as if the coach had added the player that day. */
type Append = Command<'AppendRosterEvents', { events: readonly RosterEvent[] }>
const asRecorded: Decider<null, Append, RosterEvent> = {
  initialState: () => null,
  decide: (command) => command.data.events,
  evolve: (state) => state,
}
const recordedStream = commandStream({ type: 'player', decider: asRecorded, streamOf: () => null })
const appendPlayerEvent = (playerId: string, event: RosterEvent, daysAgo: number) =>
  app.platform.execute(
    recordedStream,
    { type: 'AppendRosterEvents', data: { events: [event] } },
    {
      streamId: playerStreamId(playerId),
      teamId: team.teamId,
      metadata: {
        now: new Date(Date.now() - daysAgo * DAY),
        actor: { userId: team.coach.userId, role: 'coach' },
        commandId: nanoid(),
        correlationId: nanoid(),
      },
      result: () => null,
    },
  )

let calendarEventId: string
let miaId: string

describe('the activity feed', () => {
  beforeAll(async () => {
    ;({ id: calendarEventId } = await team.scheduleCalendarEvent({ title: 'Cup tie', time: '10:00' }))
    const event = await ok<CalendarEventView>(`/api/calendar-events/${calendarEventId}`)
    const { id: _id, version, ...rest } = event
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${calendarEventId}`,
      headers: as(team.coach),
      payload: {
        title: rest.title,
        type: rest.type,
        date: rest.date,
        time: '11:00',
        location: rest.location,
        opponent: rest.opponent,
        description: rest.description,
        takesAttendance: rest.takesAttendance,
        version,
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    miaId = await addPlayer('Mia Rivers', 7)
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/players/${miaId}`,
      headers: as(team.coach),
      payload: { name: 'Mia Rivers', jerseyNumber: 9, position: 'Midfielder' },
    })
    expect(patched.statusCode, patched.body).toBe(200)
  })

  it('tells who moved an event and changed a jersey, in plain sentences, newest first', async () => {
    const { entries, timeZone } = await activity()
    expect(timeZone).toBe(ZONE)
    const sentences = entries.map((entry) => entry.sentence)
    expect(sentences[0]).toBe('Casey Coach changed Mia Rivers’s jersey from 7 to 9.')
    expect(
      sentences.filter((s) => /^Casey Coach moved “Cup tie” on \w{3}, \w{3} \d+ from 10:00 to 11:00\.$/.test(s)),
    ).toHaveLength(1)
    const jersey = entries[0]!
    expect(jersey).toMatchObject({
      actorId: team.coach.userId,
      actorName: 'Casey Coach',
      feature: 'roster',
      item: { kind: 'player', id: miaId },
    })
    expect(Date.now() - new Date(jersey.at).getTime()).toBeLessThan(60_000)
    expect(entries.map((entry) => entry.position)).toEqual([...entries.map((e) => e.position)].sort((a, b) => b - a))
  })

  it('filters by feature, person and days, and pages by position', async () => {
    const calendar = await activity({ feature: 'calendar' })
    expect(calendar.entries.length).toBeGreaterThan(0)
    expect(calendar.entries.every((entry) => entry.feature === 'calendar')).toBe(true)

    const byParent = await activity({ person: team.parent.userId })
    expect(byParent.entries.map((e) => e.sentence)).toEqual(['Pat Parent joined the team as Parent.'])

    expect((await activity({ from: shiftDate(today(), 1) })).entries).toEqual([])
    expect((await activity({ to: shiftDate(today(), -1) })).entries).toEqual([])
    expect((await activity({ from: today(), to: today() })).entries.length).toBeGreaterThan(3)

    const all = await activity({ limit: '100' })
    const first = await activity({ limit: '2' })
    expect(first.entries).toEqual(all.entries.slice(0, 2))
    const second = await activity({ limit: '2', before: String(first.nextBefore) })
    expect(second.entries).toEqual(all.entries.slice(2, 4))
    expect(all.nextBefore).toBeNull()

    const backwards = await get('/api/history', team.coach, { from: today(), to: shiftDate(today(), -1) })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.body).toContain('The start date must be on or before the end date.')
    expect((await get('/api/history', team.coach, { feature: 'bank' })).statusCode).toBe(400)
  })

  it('never shows another team’s events', async () => {
    const ours = await activity({ limit: '100' })
    const theirs = await activity({ limit: '100' }, other.coach)
    const ourPositions = new Set(ours.entries.map((e) => e.position))
    expect(theirs.entries.some((e) => ourPositions.has(e.position))).toBe(false)
    expect(JSON.stringify(theirs)).not.toContain('Casey Coach')
    expect(JSON.stringify(theirs)).not.toContain('Mia Rivers')
  })

  it('refuses parents every history route', async () => {
    for (const url of [
      '/api/history',
      `/api/history/player/${miaId}`,
      `/api/history/as-of/players?date=${today()}`,
      `/api/history/as-of/players/${miaId}/stats?date=${today()}`,
      `/api/history/as-of/calendar-events?date=${today()}`,
    ]) {
      const response = await get(url, team.parent)
      expect(response.statusCode, url).toBe(403)
    }
  })
})

describe('an item’s history', () => {
  it('is the timeline of the item’s own stream, with who and when', async () => {
    const calendar = await ok<ItemHistory>(`/api/history/calendar-event/${calendarEventId}`)
    expect(calendar.entries.map((e) => e.sentence)).toEqual([
      expect.stringMatching(/^Casey Coach moved “Cup tie” on .* from 10:00 to 11:00\.$/),
      expect.stringMatching(/^Casey Coach scheduled “Cup tie” on .* at 10:00/),
    ])
    const player = await ok<ItemHistory>(`/api/history/player/${miaId}`)
    expect(player.entries.map((e) => e.sentence)).toEqual([
      'Casey Coach changed Mia Rivers’s jersey from 7 to 9.',
      'Casey Coach added Mia Rivers to the roster (#7, Midfielder).',
    ])
    expect(player.entries.every((e) => e.actorName === 'Casey Coach' && e.at)).toBe(true)
  })

  it('answers 404 for another team’s item and 400 for a kind it does not know', async () => {
    expect((await get(`/api/history/player/${miaId}`, other.coach)).statusCode).toBe(404)
    expect((await get(`/api/history/calendar-event/${miaId}`)).statusCode).toBe(404)
    expect((await get(`/api/history/invoice/${miaId}`)).statusCode).toBe(400)
  })

  it('keeps a removed player’s history readable without their name', async () => {
    const gone = await addPlayer('Zed Unique', 12)
    const removed = await app.inject({ method: 'DELETE', url: `/api/players/${gone}`, headers: as(team.coach) })
    expect(removed.statusCode, removed.body).toBe(204)
    const history = await ok<ItemHistory>(`/api/history/player/${gone}`)
    expect(history.entries.map((e) => e.sentence)).toEqual([
      'Casey Coach removed a player from the roster.',
      'Casey Coach added a removed player to the roster (#12, Midfielder).',
    ])
    expect(JSON.stringify(await activity({ limit: '100' }))).not.toContain('Zed Unique')
  })
})

describe('as of a past day', () => {
  const oldTimerId = nanoid()
  let statLineId: string

  beforeAll(async () => {
    const added = {
      teamId: '',
      playerId: oldTimerId,
      jerseyNumber: 4,
      position: 'Defender',
    } as const
    await appendPlayerEvent(
      oldTimerId,
      {
        type: 'PlayerAdded',
        data: { ...added, teamId: team.teamId, addedAt: new Date(Date.now() - 3 * DAY).toISOString() },
      },
      3,
    )
    // The name is personal data: it lives beside the log, as the roster's own command writes it.
    await app.platform.db
      .insertInto('player_personal_data')
      .values({
        player_id: oldTimerId,
        team_id: team.teamId,
        name: 'Old Timer',
        date_of_birth: null,
        medical_info: null,
        emergency_contacts: JSON.stringify([]),
        parent_emails: [],
      })
      .execute()
    await appendPlayerEvent(
      oldTimerId,
      {
        type: 'PlayerUpdated',
        data: { ...added, teamId: team.teamId, jerseyNumber: 5, updatedAt: new Date().toISOString() },
      },
      0,
    )
    ;({ id: statLineId } = await team.recordStat(miaId))
    await team.schedulePastCalendarEvent(2, 'Old practice')
  })

  it('shows the roster as it was at the end of that day, not as it is', async () => {
    const threeDaysAgo = todayIn(ZONE, new Date(Date.now() - 3 * DAY))
    const then = await ok<Player[]>('/api/history/as-of/players', team.coach, { date: threeDaysAgo })
    expect(then.map((p) => [p.name, p.jerseyNumber])).toEqual([['Old Timer', 4]])
    expect(then[0]!.stats.gamesPlayed).toBe(0)

    const now = await ok<Player[]>('/api/history/as-of/players', team.coach, { date: today() })
    expect(now.find((p) => p.id === oldTimerId)?.jerseyNumber).toBe(5)
    expect(now.find((p) => p.id === miaId)).toMatchObject({ name: 'Mia Rivers', jerseyNumber: 9 })
    expect(now.find((p) => p.id === miaId)?.stats.goals).toBe(1)
    // The roster of today agrees with the folded one.
    const live = await ok<Player[]>('/api/players')
    expect(now.map((p) => [p.id, p.jerseyNumber, p.stats.goals])).toEqual(
      live.map((p) => [p.id, p.jerseyNumber, p.stats.goals]),
    )

    const tomorrow = await get('/api/history/as-of/players', team.coach, { date: shiftDate(today(), 1) })
    expect(tomorrow.statusCode).toBe(400)
    expect(tomorrow.body).toContain('Please choose a date in the past.')
    expect(
      (await ok<Player[]>('/api/history/as-of/players', other.coach, { date: today() })).some((p) => p.id === miaId),
    ).toBe(false)
  })

  it('shows a player’s stat lines as of then, and 404 for a player not on the roster then', async () => {
    const lines = await ok<StatLine[]>(`/api/history/as-of/players/${miaId}/stats`, team.coach, { date: today() })
    expect(lines.map((l) => [l.id, l.goals, l.playerName, l.recordedByName])).toEqual([
      [statLineId, 1, 'Mia Rivers', 'Casey Coach'],
    ])
    const yesterday = shiftDate(today(), -1)
    expect((await get(`/api/history/as-of/players/${miaId}/stats`, team.coach, { date: yesterday })).statusCode).toBe(
      404,
    )
    expect((await get(`/api/history/as-of/players/${miaId}/stats`, other.coach, { date: today() })).statusCode).toBe(
      404,
    )
  })

  it('shows the calendar as it stood then', async () => {
    const yesterday = shiftDate(today(), -1)
    const then = await ok<CalendarList>('/api/history/as-of/calendar-events', team.coach, { date: yesterday })
    expect(then.today).toBe(yesterday)
    expect(then.past.map((e) => e.title)).toEqual(['Old practice'])
    expect(then.upcoming.some((e) => e.id === calendarEventId)).toBe(false)
    const now = await ok<CalendarList>('/api/history/as-of/calendar-events', team.coach, { date: today() })
    expect(now.upcoming.find((e) => e.id === calendarEventId)).toMatchObject({ time: '11:00', canEdit: false })
  })
})

describe('volunteers and votes in the feed', () => {
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, member: Member, payload?: object) => {
    const response = await app.inject({ method, url, headers: as(member), ...(payload ? { payload } : {}) })
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response
  }

  it('names the game of each sign-up, also after the need was changed', async () => {
    const date = shiftDate(today(), 9)
    const game = await team.scheduleCalendarEvent({ type: 'game', title: 'Derby day', date })
    const other = await team.scheduleCalendarEvent({ type: 'game', title: 'Cup replay', date: shiftDate(today(), 16) })
    const need = await team.addVolunteerNeed({ calendarEventId: game.id, type: 'snacks', slotsNeeded: 2 })
    await team.addVolunteerNeed({ calendarEventId: other.id, type: 'snacks', slotsNeeded: 2 })
    await send('PUT', `/api/volunteer-needs/${need.id}`, team.coach, {
      type: 'snacks',
      slotsNeeded: 3,
      offsetMinutes: 0,
      description: '',
    })
    await send('POST', `/api/volunteer-needs/${need.id}/sign-up`, team.parent, {})
    await send('DELETE', `/api/volunteer-needs/${need.id}/sign-up`, team.parent)

    const game1 = `“Derby day” on ${formatDay(date)}`
    const lines = (await activity({ feature: 'volunteers' })).entries.map((e) => e.sentence)
    expect(lines.slice(0, 3)).toEqual([
      `Pat Parent withdrew from the snacks need of ${game1}.`,
      `Pat Parent signed up for the snacks need of ${game1}.`,
      `Casey Coach changed the slots from 2 to 3 of the snacks need of ${game1}.`,
    ])
    expect(lines[3]).toContain('“Cup replay”')
  })

  it('names the game a member voted in, never whom they voted for', async () => {
    const date = shiftDate(today(), -2)
    const opened = await send('POST', '/api/votings/custom', team.coach, { title: 'Friendly vs Lakeside', date })
    await send('POST', `/api/votings/${opened.json<{ id: string }>().id}/votes`, team.parent, { playerId: miaId })

    const votes = await activity({ feature: 'votes' })
    expect(votes.entries[0]?.sentence).toBe(
      `Pat Parent voted in the player-of-the-match voting for “Friendly vs Lakeside” on ${formatDay(date)}.`,
    )
    expect(JSON.stringify(votes)).not.toContain('Mia')
  })
})

describe('the gallery and the chat in the feed', () => {
  const post = async (url: string, payload: object, member: Member = team.coach) => {
    const response = await app.inject({ method: 'POST', url, headers: as(member), payload })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string }>()
  }

  it('names a photo by its caption', async () => {
    const form = galleryForm(await sampleJpeg(), { caption: 'Cup final smiles' })
    const response = await postToGallery(app, as(team.parent), form)
    expect(response.statusCode, response.body).toBe(201)
    const gallery = await activity({ feature: 'gallery' })
    expect(gallery.entries.map((e) => e.sentence)).toEqual(['Pat Parent uploaded the photo “Cup final smiles”.'])
  })

  it('names a thread by its title, but a coach-only thread by neither its title nor its words', async () => {
    const open = await post('/api/chat/threads', { title: 'Snacks rota' })
    await post(`/api/chat/threads/${open.id}/messages`, { content: 'Oranges at half time' }, team.parent)
    const secret = await post('/api/chat/threads', { title: 'Line-up worries', isPrivate: true })
    await post(`/api/chat/threads/${secret.id}/messages`, { content: 'Robin is not ready to start' })
    const chat = await activity({ feature: 'chat' })
    expect(chat.entries.map((e) => e.sentence)).toEqual([
      'Casey Coach posted in a coach-only thread.',
      'Casey Coach started a coach-only thread.',
      'Pat Parent posted in “Snacks rota”.',
      'Casey Coach started the thread “Snacks rota”.',
    ])
    const everything = JSON.stringify(await activity({ limit: '100' }))
    for (const words of ['Line-up worries', 'not ready', 'Oranges']) expect(everything).not.toContain(words)
  })

  it('offers every feature that tells its events in the filter, with its name', async () => {
    const features = await ok<HistoryFeatureOption[]>('/api/history/features')
    expect(features).toContainEqual({ feature: 'gallery', label: 'Gallery' })
    expect(features).toContainEqual({ feature: 'chat', label: 'Chat' })
    expect(features.map((f) => f.feature)).not.toContain('history')
    for (const { feature } of features)
      expect((await get('/api/history', team.coach, { feature })).statusCode).toBe(200)
    expect((await get('/api/history/features', team.parent)).statusCode).toBe(403)
  })
})

describe('results in the feed', () => {
  it('names the scorers of a result by their names on the roster', async () => {
    const scorer = await addPlayer('Zoe Scorer', 11)
    const another = await addPlayer('Ava Wing', 12)
    const game = await team.scheduleCalendarEvent({ type: 'game', title: 'Home game', date: today(), time: '00:01' })
    const entered = await app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/result`,
      headers: as(team.coach),
      payload: {
        goalsFor: 3,
        goalsAgainst: 1,
        scorers: [
          { playerId: scorer, goals: 2 },
          { playerId: another, goals: 1 },
        ],
      },
    })
    expect(entered.statusCode, entered.body).toBe(200)
    // The results alone: the players' own events, which named them before, are not on this page.
    const sentence = (await activity({ feature: 'results' })).entries
      .map((e) => e.sentence)
      .find((s) => s.includes('recorded the result'))
    expect(sentence).toContain('(Zoe Scorer 2 and Ava Wing)')
    expect(sentence).not.toContain('a removed player')
  })
})

describe('the history in the reader’s language', () => {
  const readIn = (language: string | null) =>
    app.platform.db.updateTable('accounts').set({ language }).where('id', '=', team.coach.userId).execute()
  afterAll(() => readIn(null))

  it('tells a German account its sentences and feature names in German, and an English one in English', async () => {
    await readIn('de')
    const german = (await activity({ feature: 'roster' })).entries.map((entry) => entry.sentence)
    expect(german).toContain('Casey Coach hat die Angaben von Mia Rivers geändert: Trikotnummer von 7 auf 9.')
    expect(german).toContain('Casey Coach hat Mia Rivers in den Kader aufgenommen (Nr. 7, Mittelfeldspieler).')
    const calendar = (await activity({ feature: 'calendar' })).entries.map((entry) => entry.sentence)
    expect(
      calendar.filter((s) => /^Casey Coach hat „Cup tie“ am .+ von 10:00 auf 11:00 Uhr verlegt\.$/.test(s)),
    ).toHaveLength(1)
    const features = await ok<HistoryFeatureOption[]>('/api/history/features')
    expect(features).toContainEqual({ feature: 'roster', label: 'Kader' })
    expect(features).toContainEqual({ feature: 'calendar', label: 'Kalender' })
    const item = await ok<ItemHistory>(`/api/history/player/${miaId}`)
    expect(item.entries.map((entry) => entry.sentence)).toContain(
      'Casey Coach hat die Angaben von Mia Rivers geändert: Trikotnummer von 7 auf 9.',
    )

    await readIn('en')
    expect((await activity({ feature: 'roster' })).entries.map((entry) => entry.sentence)).toContain(
      'Casey Coach changed Mia Rivers’s jersey from 7 to 9.',
    )
    expect(await ok<HistoryFeatureOption[]>('/api/history/features')).toContainEqual({
      feature: 'roster',
      label: 'Roster',
    })
  })
})
