import { describeRule, type SeriesRule } from '@teamspace/domain/calendar/calendar-series.rule'
import type {
  AvailabilityCounts,
  CalendarEventSeries,
  CalendarEventType,
  CalendarEventView,
  MyCalendarEvent,
} from '@teamspace/domain/calendar/calendar.schemas'
import { takesAttendanceTypes } from '@teamspace/domain/calendar/calendar.schemas'
import { meetTimeOf } from '@teamspace/domain/calendar/calendar.time'
import { sql, type Kysely, type Selectable } from 'kysely'
import { withinDates, type DateRange } from '../../platform/db/date-range'
import type { NameResolver } from '../../platform/names'
import type { DB } from '../../platform/db/schema'
import { memberNameOf } from '../profile'
import type { CalendarEventsTable } from './calendar.tables'

type CalendarEventRow = Selectable<CalendarEventsTable>

/** Who is looking: what they may do decides `canEdit` and whether they see availability counts. */
export interface Viewer {
  readonly userId: string
  /** May schedule and manage calendar events (coach-like). */
  readonly manages: boolean
}

/** How many past events the list shows without a range (spec §9). */
const PAST_IN_LIST = 5

/** A practice or game changed into a team event keeps its flag in the log, but takes attendance no more. */
const takesAttendance = (row: Pick<CalendarEventRow, 'type' | 'takes_attendance'>) =>
  row.takes_attendance && takesAttendanceTypes.includes(row.type as CalendarEventType)

const upcoming = (row: CalendarEventRow, now: Date) => row.starts_at.getTime() > now.getTime()

/** Counts are for upcoming games and practices, shown to coach-like members only. */
const showsCounts = (row: CalendarEventRow, viewer: Viewer, now: Date) =>
  viewer.manages && upcoming(row, now) && takesAttendanceTypes.includes(row.type as CalendarEventType)

type EventFactsRow = Pick<
  CalendarEventRow,
  | 'id'
  | 'title'
  | 'type'
  | 'local_date'
  | 'local_time'
  | 'time_zone'
  | 'starts_at'
  | 'end_time'
  | 'ends_at'
  | 'location'
  | 'address'
  | 'opponent'
  | 'arrive_minutes_early'
  | 'description'
>

/** What an event is, as every view of it shows it: its own team's calendar and the calendar of all the teams. */
const eventFacts = (row: EventFactsRow) => ({
  id: row.id,
  title: row.title,
  type: row.type as CalendarEventType,
  date: row.local_date,
  time: row.local_time,
  timeZone: row.time_zone,
  startsAt: row.starts_at.toISOString(),
  endTime: row.end_time,
  endsAt: row.ends_at.toISOString(),
  location: row.location,
  address: row.address,
  opponent: row.opponent,
  arriveMinutesEarly: row.arrive_minutes_early,
  meetTime: meetTimeOf(row.local_time, row.arrive_minutes_early),
  description: row.description,
})

/** A series as its occurrences' views name it: its rule now, and the version a series change must send. */
interface SeriesOfView {
  readonly rule: SeriesRule
  readonly version: number
}

const seriesView = (row: CalendarEventRow, series: SeriesOfView | undefined): CalendarEventSeries | null =>
  row.series_id === null || row.original_date === null || !series
    ? null
    : {
        seriesId: row.series_id,
        originalDate: row.original_date,
        exception: row.exception,
        weekdays: [...series.rule.weekdays],
        interval: series.rule.interval,
        startDate: series.rule.startDate,
        until: series.rule.until,
        count: series.rule.count,
        summary: describeRule(series.rule),
        version: series.version,
      }

const toView = (
  row: CalendarEventRow & { created_by_name: string },
  viewer: Viewer,
  now: Date,
  counts: ReadonlyMap<string, AvailabilityCounts>,
  series: ReadonlyMap<string, SeriesOfView>,
): CalendarEventView => ({
  ...eventFacts(row),
  takesAttendance: takesAttendance(row),
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
  canEdit: viewer.manages && row.created_by === viewer.userId && upcoming(row, now),
  availability: showsCounts(row, viewer, now) ? (counts.get(row.id) ?? null) : null,
  series: seriesView(row, row.series_id === null ? undefined : series.get(row.series_id)),
})

/** The series the rows are occurrences of, by id: one statement for any number of rows. */
const seriesOfRows = async (db: Kysely<DB>, teamId: string, rows: readonly CalendarEventRow[]) => {
  const ids = [...new Set(rows.flatMap((row) => (row.series_id === null ? [] : [row.series_id])))]
  if (ids.length === 0) return new Map<string, SeriesOfView>()
  const found = await db
    .selectFrom('calendar_series')
    .select(['id', 'rule', 'version'])
    .where('team_id', '=', teamId)
    .where('id', 'in', ids)
    .execute()
  return new Map(found.map((series) => [series.id, { rule: series.rule, version: series.version }]))
}

/**
 * The answers of the team's active players for each of `calendarEventIds`, and who has not answered. The answers
 * are the availability feature's read table, read here because the counts are part of how a coach sees the
 * calendar (as a player's totals are part of the roster).
 */
const availabilityCounts = async (db: Kysely<DB>, teamId: string, calendarEventIds: readonly string[]) => {
  const counts = new Map<string, AvailabilityCounts>()
  if (calendarEventIds.length === 0) return counts
  const [answers, players] = await Promise.all([
    db
      .selectFrom('availability_answers as a')
      .innerJoin('players as p', 'p.id', 'a.player_id')
      .select(['a.calendar_event_id', 'a.answer', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.team_id', '=', teamId)
      .where('p.team_id', '=', teamId)
      .where('p.is_active', '=', true)
      .where('a.calendar_event_id', 'in', [...calendarEventIds])
      .groupBy(['a.calendar_event_id', 'a.answer'])
      .execute(),
    db
      .selectFrom('players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow(),
  ])
  for (const id of calendarEventIds) counts.set(id, { going: 0, notGoing: 0, maybe: 0, unanswered: players.n })
  for (const row of answers) {
    const entry = counts.get(row.calendar_event_id)!
    const n = Number(row.n)
    if (row.answer === 'going') entry.going += n
    else if (row.answer === 'not-going') entry.notGoing += n
    else entry.maybe += n
    entry.unanswered -= n
  }
  return counts
}

const viewsOf = async (
  db: Kysely<DB>,
  teamId: string,
  rows: (CalendarEventRow & { created_by_name: string })[],
  viewer: Viewer,
  now: Date,
) => {
  const counted = rows.filter((row) => showsCounts(row, viewer, now)).map((row) => row.id)
  const [counts, series] = await Promise.all([availabilityCounts(db, teamId, counted), seriesOfRows(db, teamId, rows)])
  return rows.map((row) => toView(row, viewer, now, counts, series))
}

const liveCalendarEvents = (db: Kysely<DB>, teamId: string) =>
  db
    .selectFrom('calendar_events')
    .selectAll()
    // The creator's current name, joined by id ('Former member' once their account is gone).
    .select(memberNameOf(sql.ref('calendar_events.created_by')).as('created_by_name'))
    .where('team_id', '=', teamId)
    .where('cancelled_at', 'is', null)

export interface CalendarRange {
  readonly from?: string | undefined
  readonly to?: string | undefined
}

/**
 * The team's calendar events, cancelled ones left out. With a range: those whose local date is in it, split
 * into upcoming and past. Without: every upcoming one and the latest past ones. `pastTotal` counts every past
 * event of the team either way.
 */
export const listCalendarEvents = async (
  db: Kysely<DB>,
  teamId: string,
  viewer: Viewer,
  now: Date,
  range: CalendarRange,
) => {
  const ranged = range.from !== undefined || range.to !== undefined
  const [inRange, pastRows, pastTotal] = await Promise.all([
    liveCalendarEvents(db, teamId)
      .$if(range.from !== undefined, (q) => q.where('local_date', '>=', range.from!))
      .$if(range.to !== undefined, (q) => q.where('local_date', '<=', range.to!))
      .$if(!ranged, (q) => q.where('starts_at', '>=', now))
      .orderBy('starts_at')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    ranged
      ? Promise.resolve([])
      : liveCalendarEvents(db, teamId)
          .where('starts_at', '<', now)
          .orderBy('starts_at', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAST_IN_LIST)
          .execute(),
    db
      .selectFrom('calendar_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<', now)
      .executeTakeFirstOrThrow(),
  ])
  const isPast = (row: CalendarEventRow) => row.starts_at.getTime() < now.getTime()
  const upcomingRows = inRange.filter((row) => !isPast(row))
  const past = ranged ? inRange.filter(isPast).reverse() : pastRows
  const [upcomingViews, pastViews] = await Promise.all([
    viewsOf(db, teamId, upcomingRows, viewer, now),
    viewsOf(db, teamId, past, viewer, now),
  ])
  return { upcoming: upcomingViews, past: pastViews, pastTotal: Number(pastTotal.n) }
}

/** One of the team's calendar events as the pages show it; null when the team has none such or it was deleted. */
export const findCalendarEventView = async (
  db: Kysely<DB>,
  teamId: string,
  calendarEventId: string,
  viewer: Viewer,
  now: Date,
) => {
  const row = await liveCalendarEvents(db, teamId).where('id', '=', calendarEventId).executeTakeFirst()
  return row ? (await viewsOf(db, teamId, [row], viewer, now))[0]! : null
}

/** Whether the team has this calendar event at all, deleted ones included (another team's id is unknown). */
export const calendarEventExists = async (db: Kysely<DB>, teamId: string, calendarEventId: string) =>
  (await db
    .selectFrom('calendar_events')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '=', calendarEventId)
    .executeTakeFirst()) !== undefined

/** What a change of an occurrence needs of its series: the series, the occurrence's first date, the rule. */
export interface OccurrenceOfSeries {
  readonly seriesId: string
  readonly originalDate: string
  readonly rule: SeriesRule
  readonly takesAttendance: boolean
}

/** The series a calendar event of the team is an occurrence of, or null for a single event (or none). */
export const findOccurrenceOfSeries = async (
  db: Kysely<DB>,
  teamId: string,
  calendarEventId: string,
): Promise<OccurrenceOfSeries | null> => {
  const row = await db
    .selectFrom('calendar_events as e')
    .innerJoin('calendar_series as s', 's.id', 'e.series_id')
    .select(['s.id as seriesId', 'e.original_date as originalDate', 's.rule', 's.takes_attendance'])
    .where('e.team_id', '=', teamId)
    .where('e.id', '=', calendarEventId)
    .executeTakeFirst()
  if (!row || row.originalDate === null) return null
  return {
    seriesId: row.seriesId,
    originalDate: row.originalDate,
    rule: row.rule,
    takesAttendance: row.takes_attendance,
  }
}

/** What other features need to know of a calendar event that is not deleted. */
export interface CalendarEventFacts {
  readonly id: string
  readonly title: string
  readonly type: CalendarEventType
  readonly date: string
  readonly time: string
  readonly startsAt: string
  readonly takesAttendance: boolean
  /** A game's opponent ('' when none). */
  readonly opponent: string
}

const toFacts = (
  row: Pick<
    CalendarEventRow,
    'id' | 'title' | 'type' | 'local_date' | 'local_time' | 'starts_at' | 'takes_attendance' | 'opponent'
  >,
): CalendarEventFacts => ({
  id: row.id,
  title: row.title,
  type: row.type as CalendarEventType,
  date: row.local_date,
  time: row.local_time,
  startsAt: row.starts_at.toISOString(),
  takesAttendance: takesAttendance(row),
  opponent: row.opponent,
})

const factColumns = [
  'id',
  'title',
  'type',
  'local_date',
  'local_time',
  'starts_at',
  'takes_attendance',
  'opponent',
] as const

/** A team's calendar event that is not deleted, or null. */
export const findCalendarEvent = async (db: Kysely<DB>, teamId: string, calendarEventId: string) => {
  const row = await db
    .selectFrom('calendar_events')
    .select(factColumns)
    .where('team_id', '=', teamId)
    .where('id', '=', calendarEventId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst()
  return row ? toFacts(row) : null
}

/** The team's calendar events that take attendance and are not deleted, latest first; those of `dates` if given. */
export const listAttendanceCalendarEvents = async (
  db: Kysely<DB>,
  teamId: string,
  dates: DateRange = { from: null, before: null },
) => {
  const rows = await db
    .selectFrom('calendar_events')
    .select(factColumns)
    .where('team_id', '=', teamId)
    .where(withinDates(sql.ref('local_date'), dates))
    .where('cancelled_at', 'is', null)
    .where('takes_attendance', '=', true)
    .where('type', 'in', [...takesAttendanceTypes])
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toFacts)
}

/** The calendar events of the person's teams, with each team's name and zone: their calendar across teams. */
const myCalendarEvents = (db: Kysely<DB>, teamIds: readonly string[]) =>
  db
    .selectFrom('calendar_events as c')
    .innerJoin('teams as t', 't.id', 'c.team_id')
    .select([
      'c.id',
      'c.team_id',
      't.name as team_name',
      't.time_zone as team_time_zone',
      'c.title',
      'c.type',
      'c.local_date',
      'c.local_time',
      'c.time_zone',
      'c.starts_at',
      'c.end_time',
      'c.ends_at',
      'c.location',
      'c.address',
      'c.opponent',
      'c.arrive_minutes_early',
      'c.description',
    ])
    .where('c.team_id', 'in', [...teamIds])
    .where('c.cancelled_at', 'is', null)

type MyCalendarEventRow = Awaited<ReturnType<ReturnType<typeof myCalendarEvents>['execute']>>[number]

const toMyView = (row: MyCalendarEventRow): MyCalendarEvent => ({
  teamId: row.team_id,
  teamName: row.team_name,
  teamTimeZone: row.team_time_zone,
  ...eventFacts(row),
})

/**
 * Every team's events of the person (`teamIds`: the teams they belong to now), soonest first: those whose local
 * date is in the range, or every upcoming one without a range.
 */
export const listMyCalendarEvents = async (
  db: Kysely<DB>,
  teamIds: readonly string[],
  now: Date,
  range: CalendarRange,
) => {
  if (teamIds.length === 0) return []
  const ranged = range.from !== undefined || range.to !== undefined
  const rows = await myCalendarEvents(db, teamIds)
    .$if(range.from !== undefined, (q) => q.where('c.local_date', '>=', range.from!))
    .$if(range.to !== undefined, (q) => q.where('c.local_date', '<=', range.to!))
    .$if(!ranged, (q) => q.where('c.starts_at', '>=', now))
    .orderBy('c.starts_at')
    .orderBy('c.team_id')
    .orderBy('c.id')
    .execute()
  return rows.map(toMyView)
}

/** Each of the person's teams (in `teamIds`' order) with its next event, or null when it has none ahead. */
export const listMyNextEvents = async (db: Kysely<DB>, teamIds: readonly string[], now: Date) => {
  if (teamIds.length === 0) return []
  const [teamRows, nextRows] = await Promise.all([
    db
      .selectFrom('teams')
      .select(['id', 'name', 'time_zone'])
      .where('id', 'in', [...teamIds])
      .execute(),
    myCalendarEvents(db, teamIds)
      .distinctOn('c.team_id')
      .where('c.starts_at', '>=', now)
      .orderBy('c.team_id')
      .orderBy('c.starts_at')
      .orderBy('c.id')
      .execute(),
  ])
  const nextOf = new Map(nextRows.map((row) => [row.team_id, toMyView(row)]))
  const teamOf = new Map(teamRows.map((row) => [row.id, row]))
  return teamIds.flatMap((teamId) => {
    const team = teamOf.get(teamId)
    return team ? [{ teamId, teamName: team.name, timeZone: team.time_zone, next: nextOf.get(teamId) ?? null }] : []
  })
}

/** Calendar events' titles and dates for the history's sentences (the feature's `names`): null for one not known. */
export const calendarEventNames: NameResolver<'calendarEvent'> = async (db, teamId, ids) => {
  const rows = ids.length
    ? await db
        .selectFrom('calendar_events')
        .select(['id', 'title', 'local_date'])
        .where('team_id', '=', teamId)
        .where('id', 'in', ids)
        .execute()
    : []
  const events = new Map(rows.map((row) => [row.id, { title: row.title, date: row.local_date }]))
  return (id) => events.get(id) ?? null
}
