import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import {
  descriptionOf,
  isFull,
  volunteerNeedTitle,
  volunteerNeedTypeDetails,
  type VolunteerCalendarEvent,
  type MySignUp,
  type VolunteerNeedType,
  type VolunteerNeedView,
  type VolunteersPage,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import { sql, type Kysely } from 'kysely'
import { withinDates, type DateRange } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import type { Allergen } from '@teamspace/domain/allergies/allergies.constants'
import { teamAllergens } from '../allergies'
import { memberNameOf } from '../profile'
import './volunteers.tables'

/** Who is looking: whether they signed up and whether they may change a need depend on it. */
export interface Viewer {
  readonly userId: string
  /** Coach-like: may change or remove any need. */
  readonly coachLike: boolean
}

/** A need's time: its calendar event's start plus its offset, in SQL. */
const needStartsAt = sql<Date>`c.starts_at + make_interval(mins => n.offset_minutes)`

/**
 * The team's needs with their calendar event's facts. A need whose calendar event was deleted is never listed,
 * even one that raced the deletion: the calendar's table says which events still stand. Calendar events are the
 * calendar feature's read table, joined here because a need's time and title are its event's.
 */
const needsWithCalendarEvents = (db: Kysely<DB>, teamId: string) =>
  db
    .selectFrom('volunteer_needs as n')
    .innerJoin('calendar_events as c', 'c.id', 'n.calendar_event_id')
    .select([
      'n.id',
      'n.calendar_event_id',
      'n.type',
      'n.slots_needed',
      'n.offset_minutes',
      'n.description',
      'n.food',
      'n.created_by',
      memberNameOf(sql.ref('n.created_by')).as('created_by_name'),
      'n.created_at',
      'c.title as calendar_event_title',
      'c.type as calendar_event_type',
      'c.location',
      'c.time_zone',
      needStartsAt.as('starts_at'),
    ])
    .where('n.team_id', '=', teamId)
    .where('c.team_id', '=', teamId)
    .where('c.cancelled_at', 'is', null)

type NeedRow = Awaited<ReturnType<ReturnType<typeof needsWithCalendarEvents>['execute']>>[number]

interface SignUpRow {
  need_id: string
  volunteer_id: string
  volunteer_name: string
  note: string
  signed_up_at: Date
  swap_offered_at: Date | null
}

const signUpsOf = async (db: Kysely<DB>, teamId: string, needIds: readonly string[]) => {
  const byNeed = new Map<string, SignUpRow[]>()
  if (needIds.length === 0) return byNeed
  const rows = await db
    .selectFrom('volunteer_sign_ups')
    .select([
      'need_id',
      'volunteer_id',
      memberNameOf(sql.ref('volunteer_sign_ups.volunteer_id')).as('volunteer_name'),
      'note',
      'signed_up_at',
      'swap_offered_at',
    ])
    .where('team_id', '=', teamId)
    .where('need_id', 'in', [...needIds])
    .orderBy('signed_up_at')
    .orderBy('volunteer_id')
    .execute()
  for (const row of rows) byNeed.set(row.need_id, [...(byNeed.get(row.need_id) ?? []), row])
  return byNeed
}

const toView = (
  row: NeedRow,
  signUps: readonly SignUpRow[],
  viewer: Viewer,
  allergens: readonly Allergen[],
): VolunteerNeedView => {
  const type = row.type as VolunteerNeedType
  return {
    id: row.id,
    calendarEventId: row.calendar_event_id,
    calendarEventTitle: row.calendar_event_title,
    calendarEventType: row.calendar_event_type as CalendarEventType,
    type,
    title: volunteerNeedTitle(type, row.calendar_event_title),
    description: descriptionOf(type, row.description),
    ownDescription: row.description,
    startsAt: new Date(row.starts_at).toISOString(),
    offsetMinutes: row.offset_minutes,
    timeZone: row.time_zone,
    location: row.location,
    slotsNeeded: row.slots_needed,
    filled: signUps.length,
    isFull: isFull(signUps.length, row.slots_needed),
    volunteers: signUps.map((s) => ({
      userId: s.volunteer_id,
      name: s.volunteer_name,
      note: s.note,
      signedUpAt: s.signed_up_at.toISOString(),
      offersSwap: s.swap_offered_at !== null,
    })),
    signedUp: signUps.some((s) => s.volunteer_id === viewer.userId),
    food: row.food,
    allergens: row.food ? [...allergens] : [],
    canManage: viewer.coachLike || row.created_by === viewer.userId,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at.toISOString(),
  }
}

/** The needs as the page shows them; food needs with the allergies the team's families chose to share. */
const viewsOf = async (db: Kysely<DB>, teamId: string, rows: readonly NeedRow[], viewer: Viewer) => {
  const [signUps, allergens] = await Promise.all([
    signUpsOf(
      db,
      teamId,
      rows.map((row) => row.id),
    ),
    rows.some((row) => row.food) ? teamAllergens(db, teamId) : Promise.resolve([]),
  ])
  return rows.map((row) => toView(row, signUps.get(row.id) ?? [], viewer, allergens))
}

/**
 * The volunteers page: the team's upcoming calendar events with how many of their slots are filled, and every
 * need whose time is still ahead, soonest first.
 */
export const volunteersPage = async (
  db: Kysely<DB>,
  teamId: string,
  viewer: Viewer,
  now: Date,
): Promise<VolunteersPage> => {
  const [calendarEvents, needRows] = await Promise.all([
    db
      .selectFrom('calendar_events')
      .select(['id', 'title', 'type', 'starts_at', 'time_zone', 'location'])
      .where('team_id', '=', teamId)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '>', now)
      .orderBy('starts_at')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    needsWithCalendarEvents(db, teamId)
      .where(needStartsAt, '>', now)
      .orderBy('starts_at')
      .orderBy('n.created_at')
      .orderBy('n.id')
      .execute(),
  ])
  const needs = await viewsOf(db, teamId, needRows, viewer)
  const counts = new Map<string, { filled: number; needed: number }>()
  for (const need of needs) {
    const count = counts.get(need.calendarEventId) ?? { filled: 0, needed: 0 }
    count.filled += need.filled
    count.needed += need.slotsNeeded
    counts.set(need.calendarEventId, count)
  }
  return {
    calendarEvents: calendarEvents.map((row): VolunteerCalendarEvent => ({
      id: row.id,
      title: row.title,
      type: row.type as CalendarEventType,
      startsAt: row.starts_at.toISOString(),
      timeZone: row.time_zone,
      location: row.location,
      ...(counts.get(row.id) ?? { filled: 0, needed: 0 }),
    })),
    needs,
  }
}

/** One of the team's needs as the page shows it; null when it is gone (removed, or its calendar event deleted). */
export const findNeedView = async (db: Kysely<DB>, teamId: string, needId: string, viewer: Viewer) => {
  const row = await needsWithCalendarEvents(db, teamId).where('n.id', '=', needId).executeTakeFirst()
  return row ? (await viewsOf(db, teamId, [row], viewer))[0]! : null
}

/**
 * What a command on a need must know of the read tables: whether the team has it at all (another team's id is
 * unknown), and the start of its calendar event (null once deleted).
 */
export const findNeedFacts = async (db: Kysely<DB>, teamId: string, needId: string) => {
  const row = await db
    .selectFrom('volunteer_needs as n')
    .leftJoin('calendar_events as c', (join) =>
      join.onRef('c.id', '=', 'n.calendar_event_id').on('c.cancelled_at', 'is', null),
    )
    .select(['n.id', 'c.starts_at'])
    .where('n.team_id', '=', teamId)
    .where('n.id', '=', needId)
    .executeTakeFirst()
  return row ? { calendarEvent: { startsAt: row.starts_at?.toISOString() ?? null } } : null
}

/** The start of one of the team's calendar events that is not deleted; null when there is none such. */
export const findCalendarEventStart = async (db: Kysely<DB>, teamId: string, calendarEventId: string) => {
  const row = await db
    .selectFrom('calendar_events')
    .select('starts_at')
    .where('team_id', '=', teamId)
    .where('id', '=', calendarEventId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst()
  return row ? row.starts_at.toISOString() : null
}

/** A member's sign-up as their calendar feed lists it (beside the team's calendar events). */
export interface VolunteerFeedEntry {
  /** Stable for the member and the need: calendars match updates by it. */
  readonly uid: string
  readonly calendarEventId: string
  /** The need's type, its calendar event's title, its own description and the member's note: the feed words them. */
  readonly type: VolunteerNeedType
  readonly calendarEventTitle: string
  readonly ownDescription: string
  readonly note: string
  readonly location: string
  readonly timeZone: string
  /** The need's time: its calendar event's start plus its offset. */
  readonly startsAt: Date
  /** The need's changes (bookings aside): with its calendar event's own, the entry's SEQUENCE. */
  readonly version: number
  readonly createdAt: Date
  /** The later of the need's last change and the sign-up. */
  readonly lastModified: Date
}

/**
 * The needs a member signed up for and still holds, whose calendar event stands, as their calendar feed lists
 * them: one entry each, at the need's own time, for the member only (the feed link is theirs).
 */
export const volunteerFeedEntries = async (
  db: Kysely<DB>,
  teamId: string,
  userId: string,
): Promise<VolunteerFeedEntry[]> => {
  const rows = await needsWithCalendarEvents(db, teamId)
    .innerJoin('volunteer_sign_ups as s', (join) =>
      join.onRef('s.need_id', '=', 'n.id').on('s.volunteer_id', '=', userId),
    )
    .select(['s.note', 's.signed_up_at', 'n.updated_at', 'n.version'])
    .orderBy('starts_at')
    .orderBy('n.id')
    .execute()
  return rows.map((row) => {
    const startsAt = new Date(row.starts_at)
    const lastModified = new Date(Math.max(row.updated_at.getTime(), row.signed_up_at.getTime()))
    return {
      uid: `volunteerneed-${row.id}-${userId}@teamspace`,
      calendarEventId: row.calendar_event_id,
      type: row.type as VolunteerNeedType,
      calendarEventTitle: row.calendar_event_title,
      ownDescription: row.description,
      note: row.note,
      location: row.location,
      timeZone: row.time_zone,
      startsAt,
      version: row.version,
      createdAt: row.signed_up_at,
      lastModified,
    }
  })
}

/**
 * The person's own sign-ups whose time is still ahead, in each of `teamIds` (the teams they belong to now), with
 * the team's name: their sign-ups across teams. Nobody else's name and nothing of a team they are not in.
 */
export const mySignUps = async (
  db: Kysely<DB>,
  userId: string,
  teamIds: readonly string[],
  now: Date,
): Promise<MySignUp[]> => {
  if (teamIds.length === 0) return []
  const rows = await db
    .selectFrom('volunteer_sign_ups as s')
    .innerJoin('volunteer_needs as n', (join) =>
      join.onRef('n.id', '=', 's.need_id').onRef('n.team_id', '=', 's.team_id'),
    )
    .innerJoin('calendar_events as c', (join) =>
      join.onRef('c.id', '=', 'n.calendar_event_id').onRef('c.team_id', '=', 'n.team_id'),
    )
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select([
      's.team_id',
      't.name as team_name',
      'n.id',
      'n.calendar_event_id',
      'n.type',
      'n.description',
      'c.title as calendar_event_title',
      'c.location',
      'c.time_zone',
      needStartsAt.as('starts_at'),
      's.note',
      's.signed_up_at',
    ])
    .where('s.volunteer_id', '=', userId)
    .where('s.team_id', 'in', [...teamIds])
    .where('c.cancelled_at', 'is', null)
    .where(needStartsAt, '>', now)
    .orderBy('starts_at')
    .orderBy('n.id')
    .execute()
  return rows.map((row) => {
    const type = row.type as VolunteerNeedType
    return {
      teamId: row.team_id,
      teamName: row.team_name,
      needId: row.id,
      calendarEventId: row.calendar_event_id,
      type,
      title: volunteerNeedTitle(type, row.calendar_event_title),
      description: descriptionOf(type, row.description),
      startsAt: new Date(row.starts_at).toISOString(),
      timeZone: row.time_zone,
      location: row.location,
      note: row.note,
      signedUpAt: row.signed_up_at.toISOString(),
    }
  })
}

/**
 * Every need of the team whose calendar event stands, past and ahead, at the need's local date and time, with who
 * signed up and their notes: the coaches' export of a season (by the event's date).
 */
export const volunteerSignUpsForExport = async (db: Kysely<DB>, teamId: string, dates: DateRange) => {
  const rows = await needsWithCalendarEvents(db, teamId)
    .where(withinDates(sql.ref('c.local_date'), dates))
    .select([
      sql<string>`to_char((${needStartsAt}) at time zone c.time_zone, 'YYYY-MM-DD')`.as('local_date'),
      sql<string>`to_char((${needStartsAt}) at time zone c.time_zone, 'HH24:MI')`.as('local_time'),
    ])
    .orderBy('starts_at')
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute()
  const signUps = await signUpsOf(
    db,
    teamId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const type = row.type as VolunteerNeedType
    return {
      date: row.local_date,
      time: row.local_time,
      calendarEventTitle: row.calendar_event_title,
      need: volunteerNeedTypeDetails[type].title,
      description: descriptionOf(type, row.description),
      /** The need's type and its own description (empty for its type's usual one): to word them in a language. */
      type,
      ownDescription: row.description,
      slotsNeeded: row.slots_needed,
      volunteers: (signUps.get(row.id) ?? []).map((s) => ({
        name: s.volunteer_name,
        note: s.note,
        signedUpAt: s.signed_up_at,
      })),
    }
  })
}

/**
 * Who signed up to bring food (a food need) for a calendar event, and the allergies the team's families chose to
 * share: what an availability reminder tells each of them, never naming a child.
 */
export const foodVolunteersOf = async (db: Kysely<DB>, teamId: string, calendarEventId: string) => {
  const rows = await db
    .selectFrom('volunteer_sign_ups as s')
    .innerJoin('volunteer_needs as n', 'n.id', 's.need_id')
    .select('s.volunteer_id')
    .where('n.team_id', '=', teamId)
    .where('n.calendar_event_id', '=', calendarEventId)
    .where('n.food', '=', true)
    .execute()
  const volunteerIds = new Set(rows.map((row) => row.volunteer_id))
  return { volunteerIds, allergens: volunteerIds.size ? await teamAllergens(db, teamId) : [] }
}
