import {
  attendanceEventsColumns,
  attendancePlayersColumns,
  csvExports,
  rosterColumns,
  rosterMedicalColumns,
  statsGamesColumns,
  statsTotalsColumns,
  volunteersColumns,
  type CsvExport,
} from '@teamspace/domain/exports/exports.constants'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { daysFromToday as inDays, type Member, type TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { profileSaved } from '../../../test/profiles'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext
let hider: Member
let assistant: Member
const players: Record<string, { id: string }> = {}

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

/** Names a spreadsheet would run as formulas, were they not escaped. */
const hostileNames = ['=HYPERLINK("http://evil.example","Click")', '+Bob Plus', '-x Minus', '@y At'] as const

const download = async (member: Member, path: string) => app.inject({ method: 'GET', url: path, headers: as(member) })

/** The file as a spreadsheet reads it: the BOM checked and removed, then every row as a record keyed by header. */
const csvOf = async (what: CsvExport, member: Member = team.coach, query = '') => {
  const response = await download(member, `${csvExports[what].path}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(
      `^attachment; filename="riverside-u10-${csvExports[what].file}(-[a-z0-9-]+)?-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
    ),
  )
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const rows = parse(response.body, { bom: true })
  const [header, ...body] = rows
  const records = parse<Record<string, string>>(response.body, { bom: true, columns: true })
  return { header, body, records, text: response.body }
}

const addPlayer = async (payload: object) => {
  const response = await app.inject({ method: 'POST', url: '/api/players', headers: as(team.coach), payload })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>()
}

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
  hider = await team.addMember('parent')
  assistant = await team.addMember('coach')
  // The hider hides their phone and e-mail from other families; coaches still see both (as the directory does).
  await profileSaved(app, hider, {
    phoneNumber: '5550001111',
    emergencyContact: 'Grandma Hider',
    emergencyPhone: '5550002222',
    privacy: { showPhone: false, showEmail: false, showAddress: false },
  })
  players.ada = await addPlayer({
    name: 'Ada Striker',
    jerseyNumber: 9,
    position: 'Striker',
    parentEmails: [hider.email],
    dateOfBirth: '2016-04-02',
    medicalInfo: 'Asthma: inhaler in the bag',
    emergencyContacts: [{ name: 'Aunt Em', relationship: 'Aunt', phoneNumber: '5559998888', isPrimary: true }],
  })
  for (const [index, name] of hostileNames.entries()) {
    players[name] = await addPlayer({ name, jerseyNumber: 20 + index, medicalInfo: '=cmd|"/c calc"!A1' })
  }

  const game = await app.inject({
    method: 'POST',
    url: '/api/stats/games',
    headers: as(team.coach),
    payload: {
      gameDate: '2026-09-12',
      opponent: '=Lakeside',
      lines: [
        { playerId: players.ada.id, played: true, minutesPlayed: 60, goals: 2, assists: 1 },
        { playerId: players[hostileNames[1]]!.id, played: true, minutesPlayed: 30, saves: 4 },
      ],
    },
  })
  expect(game.statusCode, game.body).toBe(201)

  const practice = await team.schedulePastCalendarEvent(3, 'Tuesday training')
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/attendance/${practice.id}`,
    headers: as(team.coach),
    payload: {
      records: [
        { playerId: players.ada.id, status: 'present' },
        { playerId: players[hostileNames[0]]!.id, status: 'absent' },
      ],
    },
  })
  expect(saved.statusCode, saved.body).toBe(200)

  // Joined after the only sheet was saved: nothing recorded for them.
  await addPlayer({ name: 'Late Joiner', jerseyNumber: 30 })

  const need = await team.addVolunteerNeed({ type: 'snacks', slotsNeeded: 2 })
  const signUp = await app.inject({
    method: 'POST',
    url: `/api/volunteer-needs/${need.id}/sign-up`,
    headers: as(hider),
    payload: { note: '@SUM(1+1) oranges' },
  })
  expect(signUp.statusCode, signUp.body).toBe(200)
  await team.addVolunteerNeed({ type: 'cleanup', slotsNeeded: 1 })
})
afterAll(() => app?.close())

describe('the coaches’ CSV exports', () => {
  it('are refused to a parent and to anyone signed out, every one of them', async () => {
    for (const { path } of Object.values(csvExports)) {
      for (const url of [path, `${path}?include=medical`].slice(0, path.endsWith('roster.csv') ? 2 : 1)) {
        expect((await download(team.parent, url)).statusCode, url).toBe(403)
        expect((await download(hider, url)).statusCode, url).toBe(403)
        const anonymous = await app.inject({ method: 'GET', url, headers: { origin: ORIGIN } })
        expect(anonymous.statusCode, url).toBe(401)
      }
    }
  })

  it('are given to every coach-like member, also naming the team in the address as a download link does', async () => {
    for (const what of Object.keys(csvExports) as CsvExport[]) {
      expect((await download(assistant, csvExports[what].path)).statusCode, what).toBe(200)
      const linked = await app.inject({
        method: 'GET',
        url: `${csvExports[what].path}?team=${encodeURIComponent(team.teamId)}`,
        headers: { cookie: team.coach.cookie },
      })
      expect(linked.statusCode, what).toBe(200)
    }
  })

  it('roster: players with their parents as the coach’s directory shows them, and no medical or emergency data', async () => {
    const { header, records, text } = await csvOf('roster')
    expect(header).toEqual([...rosterColumns])
    const ada = records.find((r) => r.Name === 'Ada Striker')
    expect(ada).toEqual({
      Name: 'Ada Striker',
      'Jersey number': '9',
      Position: 'Striker',
      Parents: hider.name,
      // Hidden from other families, shown to coaches: the export has what the coach's directory has.
      'Parent phones': `${hider.name}: (555) 000-1111`,
      'Parent e-mails': hider.email,
    })
    for (const secret of ['2016-04-02', 'Asthma', 'Aunt Em', '5559998888', 'Grandma Hider', '5550002222', 'calc']) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toContain('Harper')
  })

  it('roster with ?include=medical: the children’s date of birth, medical info and emergency contacts', async () => {
    const { header, records } = await csvOf('roster', team.coach, '?include=medical')
    expect(header).toEqual([...rosterColumns, ...rosterMedicalColumns])
    expect(records.find((r) => r.Name === 'Ada Striker')).toMatchObject({
      'Date of birth': '2016-04-02',
      'Medical info': 'Asthma: inhaler in the bag',
      'Emergency contacts': 'Aunt Em (Aunt): (555) 999-8888, primary',
      'Parent emergency contacts': `${hider.name}: Grandma Hider, (555) 000-2222`,
    })
    // A medical note that looks like a formula is escaped too.
    expect(records.find((r) => r.Name === `'${hostileNames[0]}`)?.['Medical info']).toBe(`'=cmd|"/c calc"!A1`)
  })

  it('roster: any other include is a 400, never the medical columns', async () => {
    for (const query of ['?include=everything', '?include=medical&include=medical', '?include=']) {
      const response = await download(team.coach, `${csvExports.roster.path}${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.body).not.toContain('Asthma')
    }
  })

  it('escapes every cell a spreadsheet would run as a formula, in every file', async () => {
    const { records } = await csvOf('roster')
    const names = records.map((r) => r.Name)
    for (const name of hostileNames) {
      expect(names).toContain(`'${name}`)
      expect(names).not.toContain(name)
    }
    const games = await csvOf('statsGames')
    expect(games.records.every((r) => r.Opponent === "'=Lakeside")).toBe(true)
    expect(games.records.map((r) => r.Name)).toContain(`'${hostileNames[1]}`)
    const volunteers = await csvOf('volunteers')
    expect(volunteers.records.find((r) => r.Volunteer === hider.name)?.Note).toBe("'@SUM(1+1) oranges")
    for (const what of ['statsTotals', 'attendancePlayers', 'attendanceEvents'] as const) {
      const { body } = await csvOf(what)
      for (const row of body) for (const cell of row) expect(cell, `${what}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/)
    }
  })

  it('season stats: each player’s totals', async () => {
    const { header, records } = await csvOf('statsTotals')
    expect(header).toEqual([...statsTotalsColumns])
    expect(records.find((r) => r.Name === 'Ada Striker')).toMatchObject({
      'Jersey number': '9',
      'Games played': '1',
      'Minutes played': '60',
      Goals: '2',
      Assists: '1',
    })
  })

  it('game by game: one line per player and game', async () => {
    const { header, records } = await csvOf('statsGames')
    expect(header).toEqual([...statsGamesColumns])
    expect(records).toHaveLength(2)
    expect(records.find((r) => r.Name === 'Ada Striker')).toMatchObject({
      'Game date': '2026-09-12',
      Opponent: "'=Lakeside",
      'Jersey number': '9',
      'Minutes played': '60',
      Goals: '2',
    })
    expect(records.find((r) => r.Name === `'${hostileNames[1]}`)).toMatchObject({ 'Jersey number': '21', Saves: '4' })
  })

  it('attendance by player: attended, recorded and the percentage', async () => {
    const { header, records } = await csvOf('attendancePlayers')
    expect(header).toEqual([...attendancePlayersColumns])
    expect(records.find((r) => r.Name === 'Ada Striker')).toMatchObject({
      Attended: '1',
      Recorded: '1',
      'Attendance %': '100',
    })
    expect(records.find((r) => r.Name === `'${hostileNames[0]}`)).toMatchObject({
      Attended: '0',
      'Attendance %': '0',
    })
    // Nothing recorded: no percentage rather than a misleading 0.
    expect(records.find((r) => r.Name === 'Late Joiner')).toMatchObject({ Recorded: '0', 'Attendance %': '' })
  })

  it('attendance by event: who was present and who absent', async () => {
    const { header, records } = await csvOf('attendanceEvents')
    expect(header).toEqual([...attendanceEventsColumns])
    // Saving a sheet records every player on the roster then; who was not marked otherwise counts as present.
    const statuses = new Map(records.map((r) => [r.Name, [r.Event, r.Type, r.Status]]))
    expect(statuses.get('Ada Striker')).toEqual(['Tuesday training', 'Practice', 'Present'])
    expect(statuses.get(`'${hostileNames[0]}`)).toEqual(['Tuesday training', 'Practice', 'Absent'])
    expect(statuses.has('Late Joiner')).toBe(false)
    expect(records[0]!.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('volunteer sign-ups: each need with its event and who signed up, a need without anyone left empty', async () => {
    const { header, records } = await csvOf('volunteers')
    expect(header).toEqual([...volunteersColumns])
    expect(records.map((r) => [r.Need, r['Slots needed'], r.Volunteer])).toEqual(
      expect.arrayContaining([
        ['Snacks', '2', hider.name],
        ['Cleanup', '1', ''],
      ]),
    )
    expect(records.find((r) => r.Need === 'Snacks')?.Time).toMatch(/^\d{2}:\d{2}$/)
  })

  it('hold only the caller’s team', async () => {
    for (const what of Object.keys(csvExports) as CsvExport[]) {
      const response = await download(other.coach, csvExports[what].path)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-disposition']).toContain('hillside-u10-')
      for (const name of ['Ada Striker', 'Robin', hider.name, 'Lakeside']) expect(response.body).not.toContain(name)
    }
  })

  it('speak the requesting coach’s language: German headers, words and dates for a German coach', async () => {
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: as(assistant),
      payload: { language: 'de' },
    })
    expect(chosen.statusCode, chosen.body).toBeLessThan(300)
    const roster = await csvOf('roster', assistant, '?include=medical')
    expect(roster.header).toEqual([
      'Name',
      'Rückennummer',
      'Position',
      'Eltern',
      'Telefon der Eltern',
      'E-Mail der Eltern',
      'Geburtsdatum',
      'Medizinische Hinweise',
      'Notfallkontakte',
      'Notfallkontakte der Eltern',
    ])
    expect(roster.records.find((r) => r.Name === 'Ada Striker')).toMatchObject({
      Position: 'Mittelstürmer',
      Geburtsdatum: '02.04.2016',
      Notfallkontakte: 'Aunt Em (Aunt): (555) 999-8888, Hauptkontakt',
    })
    const attendance = await csvOf('attendanceEvents', assistant)
    expect(attendance.header).toEqual(['Datum', 'Uhrzeit', 'Termin', 'Art', 'Name', 'Rückennummer', 'Status'])
    const ada = attendance.records.find((r) => r.Name === 'Ada Striker')!
    expect([ada.Termin, ada.Art, ada.Status]).toEqual(['Tuesday training', 'Training', 'Anwesend'])
    expect(ada.Datum).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    const games = await csvOf('statsGames', assistant)
    expect(games.records[0]!.Spieldatum).toBe('12.09.2026')
    const volunteers = await csvOf('volunteers', assistant)
    expect(volunteers.header).toContain('Eingetragen am')
    const snacks = volunteers.records.find((r) => r.Helfer === hider.name)!
    expect(snacks).toMatchObject({ Einsatz: 'Snacks', Notiz: "'@SUM(1+1) oranges" })
    expect(snacks['Eingetragen am']).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
    expect(volunteers.records.find((r) => r.Helfer === '')).toMatchObject({
      Einsatz: 'Abbau',
      Beschreibung: 'Hilf, die Tore abzubauen, die Bälle einzusammeln und den Platz ordentlich zu hinterlassen.',
    })

    // The head coach never chose a language: the same files in English, as before.
    expect((await csvOf('attendanceEvents')).header).toEqual([...attendanceEventsColumns])
  })

  // Last, as it starts a new season. It starts in three months, so today's files still hold the season before; any
  // season's by ?season=.
  it('hold one season each: today’s, or another by ?season=, named in the file', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/seasons',
      headers: as(team.coach),
      payload: { name: 'Spring 2027', startsOn: inDays(90), endsOn: inDays(200) },
    })
    expect(started.statusCode, started.body).toBe(201)
    const game = await app.inject({
      method: 'POST',
      url: '/api/stats',
      headers: as(team.coach),
      payload: {
        playerId: players.ada!.id,
        gameDate: inDays(95),
        opponent: 'Brookside',
        minutesPlayed: 50,
        goals: 1,
      },
    })
    expect(game.statusCode, game.body).toBe(201)
    const spring = `?season=${started.json<{ id: string }>().id}`
    const today = (await download(team.coach, csvExports.statsTotals.path)).headers['content-disposition']
    expect(today).toMatch(/filename="riverside-u10-season-stats-first-season-\d{4}-\d{2}-\d{2}\.csv"$/)

    const now = await csvOf('statsTotals', team.coach, spring)
    expect(now.records.find((r) => r.Name === 'Ada Striker')).toMatchObject({ 'Games played': '1', Goals: '1' })
    const file = (await download(team.coach, `${csvExports.statsTotals.path}${spring}`)).headers['content-disposition']
    expect(file).toMatch(/filename="riverside-u10-season-stats-spring-2027-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect((await csvOf('statsGames', team.coach, spring)).records.map((r) => [r['Game date'], r.Opponent])).toEqual([
      [inDays(95), 'Brookside'],
    ])
    // Nothing recorded in the new season yet: attendance, its events and the volunteers start empty.
    expect(
      (await csvOf('attendancePlayers', team.coach, spring)).records.find((r) => r.Name === 'Ada Striker'),
    ).toMatchObject({
      Recorded: '0',
      'Attendance %': '',
    })
    expect((await csvOf('attendanceEvents', team.coach, spring)).records).toEqual([])
    expect((await csvOf('volunteers', team.coach, spring)).records).toEqual([])

    const first = '?season=first'
    expect((await csvOf('statsTotals', team.coach, first)).records.find((r) => r.Name === 'Ada Striker')).toMatchObject(
      { 'Games played': '1', Goals: '2' },
    )
    const past = (await download(team.coach, `${csvExports.statsTotals.path}${first}`)).headers['content-disposition']
    expect(past).toMatch(/filename="riverside-u10-season-stats-first-season-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(
      (await csvOf('attendancePlayers', team.coach, first)).records.find((r) => r.Name === 'Ada Striker'),
    ).toMatchObject({ Attended: '1', Recorded: '1' })
    expect((await csvOf('volunteers', team.coach, first)).records.length).toBeGreaterThan(0)

    for (const what of ['statsTotals', 'statsGames', 'attendancePlayers', 'attendanceEvents', 'volunteers'] as const) {
      const unknown = await download(team.coach, `${csvExports[what].path}?season=autumn-1999`)
      expect(unknown.statusCode, what).toBe(404)
      expect(unknown.json<{ error: { message: string } }>().error.message).toBe('This season does not exist.')
      // The other team's season is unknown here, as any of its ids.
      expect(
        (await download(other.coach, `${csvExports[what].path}?season=${started.json<{ id: string }>().id}`))
          .statusCode,
      ).toBe(404)
    }
  })
})
