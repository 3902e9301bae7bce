import type { CalendarDomainEvent } from '@teamspace/domain/calendar/calendar.events'
import type {
  CalendarOccurrenceDomainEvent,
  CalendarSeriesDomainEvent,
} from '@teamspace/domain/calendar/calendar-series.events'
import { applySeriesEvent, foldSeries, type Occurrence } from '@teamspace/domain/calendar/calendar-series.occurrences'
import type { SeriesRule } from '@teamspace/domain/calendar/calendar-series.rule'
import { inEachLanguage } from '@teamspace/domain/i18n/speak'
import {
  concernsNoticePeriod,
  hasStarted,
  scheduleChangeMail,
  scheduleChangeOf,
  snapshotOf,
  type ScheduleSnapshot,
  type SeriesCover,
} from '@teamspace/domain/schedule-mails/schedule-change'
import { scheduleChangePush } from '@teamspace/domain/schedule-mails/schedule-change.push'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { accountLanguage, inLanguageOf } from '../../platform/languages'
import { wantsMail } from '../../platform/mail/mail-kinds'
import { sendMemberMails } from '../../platform/mail/outbox-delivery'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import { scheduleChangeMails, scheduleMailOutbox } from './schedule-mails.outbox'
import './schedule-mails.tables'

export const SCHEDULE_MAIL_SUBSCRIBER = 'schedule-mails'

type CalendarFact = CalendarDomainEvent | CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent

const calendarEventTypes: readonly CalendarFact['type'][] = [
  'CalendarEventScheduled',
  'CalendarEventChanged',
  'CalendarEventCancelled',
  'CalendarSeriesScheduled',
  'CalendarSeriesChanged',
  'CalendarSeriesEnded',
  'CalendarOccurrenceChanged',
  'CalendarOccurrenceCancelled',
]

/**
 * One calendar event's new state as the merge windows see it: its snapshot after (null: cancelled), and whether
 * the change may open a window (a scheduling only makes it known). `before`, when given, replaces what was known
 * (the one message of a series change names the series).
 */
interface Step {
  readonly id: string
  readonly teamId: string
  readonly after: ScheduleSnapshot | null
  readonly opens: boolean
  readonly before?: ScheduleSnapshot
}

/**
 * A series event's steps. Scheduling makes every occurrence known. A change of the whole series ("all", or ending
 * it) touches many occurrences but sends ONE message: the soonest of them whose time or place changes within the
 * notice period opens a window, its snapshots naming the series; the others are only brought up to date. An
 * occurrence changed on its own (an exception) is a change of that one event, and a series change passes it by.
 */
const seriesSteps = async (
  trx: Kysely<DB>,
  event: RecordedEvent<CalendarSeriesDomainEvent>,
  known: Map<string, Known | null>,
): Promise<Step[]> => {
  const { teamId, seriesId } = event.data
  if (event.type === 'CalendarSeriesScheduled') {
    const fact = { type: event.type, data: event.data } as CalendarSeriesDomainEvent
    return [...foldSeries([fact]).values()].map((occurrence) => ({
      id: occurrence.calendarEventId,
      teamId,
      after: snapshotOf(occurrence),
      opens: false,
    }))
  }
  const [rows, occurrenceRows, series] = await Promise.all([
    trx
      .selectFrom('schedule_mail_calendar_events')
      .select(['calendar_event_id', 'snapshot'])
      .where('team_id', '=', teamId)
      .where('calendar_event_id', 'in', (eb) =>
        eb.selectFrom('calendar_events').select('id').where('series_id', '=', seriesId),
      )
      .execute(),
    trx
      .selectFrom('calendar_events')
      .select(['id', 'original_date', 'exception'])
      .where('series_id', '=', seriesId)
      .execute(),
    trx.selectFrom('calendar_series').select('rule').where('id', '=', seriesId).executeTakeFirst(),
  ])
  for (const row of rows)
    if (!known.has(row.calendar_event_id)) known.set(row.calendar_event_id, { teamId, snapshot: row.snapshot })
  // The occurrences as far as the step needs them: their first date, and whether they have an exception.
  const occurrences = new Map<string, Occurrence>()
  for (const row of occurrenceRows) {
    if (!known.get(row.id) || row.original_date === null) continue
    occurrences.set(row.id, {
      calendarEventId: row.id,
      seriesId,
      originalDate: row.original_date,
      cancelled: false,
      exception: row.exception,
    } as Occurrence)
  }
  const fact = { type: event.type, data: event.data } as CalendarSeriesDomainEvent
  // "This and following" changed: the series ended here and a new one, written with it, goes on from the same
  // date. Its events are news as a change of these, not as a cancellation.
  const continuation =
    fact.type === 'CalendarSeriesEnded'
      ? await trx
          .selectFrom('events')
          .select('data')
          .where('team_id', '=', teamId)
          .where('type', '=', 'CalendarSeriesScheduled')
          .where(sql<string>`data->>'continuesSeriesId'`, '=', seriesId)
          .executeTakeFirst()
      : undefined
  const continued = new Map(
    continuation
      ? [
          ...foldSeries([
            { type: 'CalendarSeriesScheduled', data: continuation.data } as CalendarSeriesDomainEvent,
          ]).values(),
        ].map((occurrence) => [occurrence.originalDate, snapshotOf(occurrence)])
      : [],
  )
  const steps: Step[] = []
  for (const id of applySeriesEvent(occurrences, fact)) {
    const occurrence = occurrences.get(id)!
    const after = occurrence.cancelled || !occurrence.startsAt ? null : snapshotOf(occurrence)
    steps.push({ id, teamId, after, opens: false })
  }
  const originalDateOf = (id: string) => occurrences.get(id)?.originalDate ?? ''
  const rule: SeriesRule | undefined =
    fact.type === 'CalendarSeriesChanged'
      ? fact.data.rule
      : continuation
        ? (continuation.data as { rule: SeriesRule }).rule
        : series?.rule
  // The message's "after": the continuing series' event on the same date, when there is one.
  const newsAfter = (step: Step) => (continuation ? (continued.get(originalDateOf(step.id)) ?? null) : step.after)
  const at = new Date(event.metadata.recordedAt)
  const news = steps
    .map((step) => ({ step, before: known.get(step.id)?.snapshot, after: newsAfter(step) }))
    .filter(
      (candidate): candidate is { step: Step; before: ScheduleSnapshot; after: ScheduleSnapshot | null } =>
        candidate.before !== undefined &&
        concernsNoticePeriod(candidate.before, candidate.after, at) &&
        scheduleChangeOf(candidate.before, candidate.after) !== null,
    )
    .sort((a, b) => Date.parse(a.before.startsAt) - Date.parse(b.before.startsAt))
  const first = news[0]
  if (!first) return steps
  // Kept as its parts: each member reads it in their own language when the window closes.
  const covers: SeriesCover = {
    rule: rule ? { weekdays: rule.weekdays, interval: rule.interval } : null,
    from: first.before.startsAt,
    timeZone: first.before.timeZone,
  }
  return steps.map((step) =>
    step === first.step
      ? {
          ...step,
          opens: true,
          before: { ...first.before, series: covers },
          after: first.after && { ...first.after, series: covers },
        }
      : step,
  )
}

/** The steps of one calendar fact, in the order the merge windows take them. */
const stepsOf = async (
  trx: Kysely<DB>,
  event: RecordedEvent<CalendarFact>,
  known: Map<string, Known | null>,
): Promise<Step[]> => {
  const fact = { type: event.type, data: event.data } as CalendarFact
  switch (fact.type) {
    case 'CalendarEventScheduled':
      return [{ id: fact.data.calendarEventId, teamId: fact.data.teamId, after: snapshotOf(fact.data), opens: false }]
    case 'CalendarEventChanged':
    case 'CalendarOccurrenceChanged':
      return [{ id: fact.data.calendarEventId, teamId: fact.data.teamId, after: snapshotOf(fact.data), opens: true }]
    case 'CalendarEventCancelled':
    case 'CalendarOccurrenceCancelled':
      // A cancellation carries no details: the event is gone.
      return [{ id: fact.data.calendarEventId, teamId: fact.data.teamId, after: null, opens: true }]
    default:
      return seriesSteps(trx, event as RecordedEvent<CalendarSeriesDomainEvent>, known)
  }
}

/** Windows closed per transaction: a backlog is worked off in several short ones. */
const SETTLE_BATCH = 100
/** The memory of a calendar event is kept this long after it started. */
const KEEP_DAYS = 30

interface Known {
  readonly teamId: string
  readonly snapshot: ScheduleSnapshot
}

interface Pending {
  readonly teamId: string
  readonly before: ScheduleSnapshot
  after: ScheduleSnapshot | null
  readonly fromVersion: number
  toVersion: number
  readonly firstChangedAt: Date
  readonly dueAt: Date
  /** Who made the changes merged: they are not told of them. */
  readonly actorIds: Set<string>
}

export interface ScheduleMailSettings {
  readonly mergeWindowMs: number
  /** The site's address, for the links in the mails. */
  readonly origin: () => string
}

/**
 * Reads a batch of calendar events' facts against what the subscriber knew of each, and keeps the changes that
 * concern the next 14 days in their merge window: the first change opens it (its "before" is the event as it
 * was), later ones only move its "after". Written back with two upserts and a delete, whatever the batch size.
 */
const noteChanges = async (trx: Kysely<DB>, events: readonly RecordedEvent<CalendarFact>[], mergeWindowMs: number) => {
  const ids = [
    ...new Set(events.flatMap((event) => ('calendarEventId' in event.data ? [event.data.calendarEventId] : []))),
  ]
  // A run of series events names no calendar event of its own: their occurrences are read as they are needed.
  const [knownRows, pendingRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          trx.selectFrom('schedule_mail_calendar_events').selectAll().where('calendar_event_id', 'in', ids).execute(),
          trx.selectFrom('schedule_mail_pending').selectAll().where('calendar_event_id', 'in', ids).execute(),
        ])
  const known = new Map<string, Known | null>(
    knownRows.map((row) => [row.calendar_event_id, { teamId: row.team_id, snapshot: row.snapshot }]),
  )
  const pending = new Map<string, Pending>(
    pendingRows.map((row) => [
      row.calendar_event_id,
      {
        teamId: row.team_id,
        before: row.before,
        after: row.after,
        fromVersion: row.from_version,
        toVersion: row.to_version,
        firstChangedAt: row.first_changed_at,
        dueAt: row.due_at,
        actorIds: new Set(row.actor_ids),
      },
    ]),
  )
  const touched = new Set<string>()

  for (const event of events) {
    const at = new Date(event.metadata.recordedAt)
    const actorIds = event.metadata.actor ? [event.metadata.actor.userId] : []
    for (const { id, teamId, after, opens, before: stated } of await stepsOf(trx, event, known)) {
      if (opens) {
        const open = pending.get(id)
        const before = stated ?? known.get(id)?.snapshot
        if (open) {
          open.after = after
          open.toVersion = event.streamVersion
          for (const actorId of actorIds) open.actorIds.add(actorId)
          touched.add(id)
        } else if (before && concernsNoticePeriod(before, after, at)) {
          pending.set(id, {
            teamId,
            before,
            after,
            fromVersion: event.streamVersion,
            toVersion: event.streamVersion,
            firstChangedAt: at,
            dueAt: new Date(at.getTime() + mergeWindowMs),
            actorIds: new Set(actorIds),
          })
          touched.add(id)
        }
      }
      // What is known stays the event itself, without the series' words.
      known.set(id, after ? { teamId, snapshot: { ...after, series: undefined } } : null)
    }
  }

  const current = [...known].flatMap(([id, value]) => (value ? [{ id, ...value }] : []))
  const gone = [...known].flatMap(([id, value]) => (value ? [] : [id]))
  if (current.length > 0) {
    await trx
      .insertInto('schedule_mail_calendar_events')
      .values(
        current.map(({ id, teamId, snapshot }) => ({
          calendar_event_id: id,
          team_id: teamId,
          snapshot: JSON.stringify(snapshot),
          starts_at: snapshot.startsAt,
        })),
      )
      .onConflict((oc) =>
        oc.column('calendar_event_id').doUpdateSet((eb) => ({
          snapshot: eb.ref('excluded.snapshot'),
          starts_at: eb.ref('excluded.starts_at'),
        })),
      )
      .execute()
  }
  if (gone.length > 0)
    await trx.deleteFrom('schedule_mail_calendar_events').where('calendar_event_id', 'in', gone).execute()
  const opened = [...touched].map((id) => ({ id, ...pending.get(id)! }))
  if (opened.length > 0) {
    await trx
      .insertInto('schedule_mail_pending')
      .values(
        opened.map((p) => ({
          calendar_event_id: p.id,
          team_id: p.teamId,
          before: JSON.stringify(p.before),
          after: JSON.stringify(p.after),
          from_version: p.fromVersion,
          to_version: p.toVersion,
          first_changed_at: p.firstChangedAt,
          due_at: p.dueAt,
          actor_ids: JSON.stringify([...p.actorIds]),
        })),
      )
      .onConflict((oc) =>
        oc.column('calendar_event_id').doUpdateSet((eb) => ({
          after: eb.ref('excluded.after'),
          to_version: eb.ref('excluded.to_version'),
          actor_ids: eb.ref('excluded.actor_ids'),
        })),
      )
      .execute()
  }
}

/**
 * Closes the merge windows that are due: each change that still says something (the time or the place moved,
 * or the event was cancelled) and has not yet started becomes one outbox row per member who wants these mails,
 * and one push notification per subscribed device of each member who has schedule notifications on.
 * Runs in the subscriber's transaction, so the rows commit with its checkpoint; the key makes a second queuing
 * of the same change impossible.
 */
const closeDueWindows = async (trx: Kysely<DB>, now: Date, settings: ScheduleMailSettings) => {
  const due = await trx
    .selectFrom('schedule_mail_pending')
    .selectAll()
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(SETTLE_BATCH)
    .execute()
  if (due.length > 0) {
    await trx
      .deleteFrom('schedule_mail_pending')
      .where(
        'calendar_event_id',
        'in',
        due.map((row) => row.calendar_event_id),
      )
      .execute()
  }
  const origin = settings.origin()
  for (const row of due) {
    const change = scheduleChangeOf(row.before, row.after)
    if (!change || hasStarted(change, now)) continue
    const team = await trx.selectFrom('teams').select('name').where('id', '=', row.team_id).executeTakeFirst()
    if (!team) continue
    const context = {
      teamName: team.name,
      calendarUrl: teamPageUrl(origin, row.team_id, 'calendar'),
      profileUrl: teamPageUrl(origin, row.team_id, 'profile'),
    }
    const mails = inEachLanguage((language) => scheduleChangeMail(change, context, language))
    const language = accountLanguage('a', 't')
    // An occurrence's versions are of two streams (its own, and its series' for a change of them all): the moment
    // its window opened tells two windows of the same versions apart.
    const key = `${row.calendar_event_id}:${row.from_version}-${row.to_version}@${row.first_changed_at.getTime()}`
    // Every member of the team who has not turned these mails off, but those who made the change: each in the
    // language of their account.
    await sql`
      insert into schedule_mail_outbox (key, team_id, user_id, subject, body)
      select ${key} || ':' || m.user_id, m.team_id, m.user_id,
        ${inLanguageOf(
          inEachLanguage((l) => mails[l].subject),
          language,
        )},
        ${inLanguageOf(
          inEachLanguage((l) => mails[l].text),
          language,
        )}
      from team_members as m left join accounts as a on a.id = m.user_id left join teams as t on t.id = m.team_id
      where m.team_id = ${row.team_id} and ${wantsMail(scheduleChangeMails, 'm')}
        and not jsonb_exists(${JSON.stringify(row.actor_ids)}::jsonb, m.user_id)
      on conflict (key) do nothing`.execute(trx)
    // The same merged change, as a notification to the devices of every member who has schedule changes on.
    await queuePushToMembers(
      trx,
      {
        teamId: row.team_id,
        kind: 'schedule',
        key: `schedule:${key}`,
        payload: (language) =>
          scheduleChangePush(
            change,
            { teamId: row.team_id, calendarEventId: row.calendar_event_id, mailSubject: mails[language].subject },
            language,
          ),
      },
      { except: row.actor_ids },
    )
  }
  const next = await trx
    .selectFrom('schedule_mail_pending')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .executeTakeFirst()
  return next?.due_at ? new Date(next.due_at) : null
}

/** Forgets calendar events a month past (the outbox's mails are forgotten by the platform's sweep). */
const forgetOld = async (trx: Kysely<DB>, now: Date) => {
  const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000)
  await trx.deleteFrom('schedule_mail_calendar_events').where('starts_at', '<', before).execute()
}

/**
 * Schedule-change e-mails (ARCHITECTURE §4, async subscribers): follows the calendar's facts in the log with
 * its own checkpoint, merges the changes to one calendar event within the merge window, queues one mail per
 * opted-in member with the checkpoint, and sends after commit.
 */
export const scheduleMailSubscriber = (app: FastifyInstance): Subscriber => {
  const settings: ScheduleMailSettings = {
    mergeWindowMs: app.featureSettings('schedule-mails').mergeWindowMs,
    origin: () => app.site.origin(),
  }
  let lastForget = 0
  return {
    name: SCHEDULE_MAIL_SUBSCRIBER,
    handles: calendarEventTypes,
    handle: (events, trx) => noteChanges(trx, events as readonly RecordedEvent<CalendarFact>[], settings.mergeWindowMs),
    settle: async (trx, now) => {
      if (now.getTime() - lastForget > 60 * 60 * 1000) {
        lastForget = now.getTime()
        await forgetOld(trx, now)
      }
      return closeDueWindows(trx, now, settings)
    },
    deliver: (signal) => sendMemberMails(app, scheduleMailOutbox, signal),
  }
}
