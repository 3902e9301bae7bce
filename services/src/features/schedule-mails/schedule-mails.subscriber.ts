import type { CalendarDomainEvent } from '@teamspace/domain/calendar/calendar.events'
import {
  concernsNoticePeriod,
  hasStarted,
  scheduleChangeMail,
  scheduleChangeOf,
  snapshotOf,
  type ScheduleSnapshot,
} from '@teamspace/domain/schedule-mails/schedule-change'
import { scheduleChangePush } from '@teamspace/domain/push/push-messages'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import { deliverScheduleMails } from './schedule-mails.outbox'
import './schedule-mails.tables'

export const SCHEDULE_MAIL_SUBSCRIBER = 'schedule-mails'

const calendarEventTypes: readonly CalendarDomainEvent['type'][] = [
  'CalendarEventScheduled',
  'CalendarEventChanged',
  'CalendarEventCancelled',
]

/** Windows closed per transaction: a backlog is worked off in several short ones. */
const SETTLE_BATCH = 100
/** Queued mails and the memory of calendar events are kept this long after they are done with. */
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
const noteChanges = async (
  trx: Kysely<DB>,
  events: readonly RecordedEvent<CalendarDomainEvent>[],
  mergeWindowMs: number,
) => {
  const ids = [...new Set(events.map((event) => event.data.calendarEventId))]
  const known = new Map<string, Known | null>(
    (
      await trx.selectFrom('schedule_mail_calendar_events').selectAll().where('calendar_event_id', 'in', ids).execute()
    ).map((row) => [row.calendar_event_id, { teamId: row.team_id, snapshot: row.snapshot }]),
  )
  const pending = new Map<string, Pending>(
    (await trx.selectFrom('schedule_mail_pending').selectAll().where('calendar_event_id', 'in', ids).execute()).map(
      (row) => [
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
      ],
    ),
  )
  const touched = new Set<string>()

  for (const event of events) {
    const { calendarEventId: id, teamId } = event.data
    const at = new Date(event.metadata.recordedAt)
    // A cancellation carries no details: the event is gone.
    const after = 'startsAt' in event.data ? snapshotOf(event.data) : null
    const actorIds = event.metadata.actor ? [event.metadata.actor.userId] : []
    if (event.type !== 'CalendarEventScheduled') {
      const open = pending.get(id)
      const before = known.get(id)?.snapshot
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
    known.set(id, after ? { teamId, snapshot: after } : null)
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
    const mail = scheduleChangeMail(change, {
      teamName: team.name,
      calendarUrl: teamPageUrl(origin, row.team_id, 'calendar'),
      profileUrl: teamPageUrl(origin, row.team_id, 'profile'),
    })
    const key = `${row.calendar_event_id}:${row.from_version}-${row.to_version}`
    // Every member of the team who has not turned these mails off, but those who made the change.
    await sql`
      insert into schedule_mail_outbox (key, team_id, user_id, subject, body)
      select ${key} || ':' || m.user_id, m.team_id, m.user_id, ${mail.subject}, ${mail.text}
      from team_members as m
      left join schedule_mail_preferences as p on p.team_id = m.team_id and p.user_id = m.user_id
      where m.team_id = ${row.team_id} and coalesce(p.enabled, true)
        and not jsonb_exists(${JSON.stringify(row.actor_ids)}::jsonb, m.user_id)
      on conflict (key) do nothing`.execute(trx)
    // The same merged change, as a notification to the devices of every member who has schedule changes on.
    await queuePushToMembers(
      trx,
      {
        teamId: row.team_id,
        kind: 'schedule',
        key: `schedule:${key}`,
        payload: scheduleChangePush(change, {
          teamId: row.team_id,
          calendarEventId: row.calendar_event_id,
          mailSubject: mail.subject,
        }),
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

/** Forgets what no longer matters: mails done with a month ago, calendar events a month past. */
const forgetOld = async (trx: Kysely<DB>, now: Date) => {
  const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000)
  await trx.deleteFrom('schedule_mail_outbox').where('finished_at', '<', before).execute()
  await trx.deleteFrom('schedule_mail_calendar_events').where('starts_at', '<', before).execute()
}

/**
 * Schedule-change e-mails (ARCHITECTURE §3, async subscribers): follows the calendar's facts in the log with
 * its own checkpoint, merges the changes to one calendar event within the merge window, queues one mail per
 * opted-in member with the checkpoint, and sends after commit.
 */
export const scheduleMailSubscriber = (app: FastifyInstance): Subscriber => {
  const settings: ScheduleMailSettings = {
    mergeWindowMs: app.settings.scheduleMailMergeMs,
    origin: () => app.site.origin(),
  }
  let lastForget = 0
  return {
    name: SCHEDULE_MAIL_SUBSCRIBER,
    handles: calendarEventTypes,
    handle: (events, trx) =>
      noteChanges(trx, events as readonly RecordedEvent<CalendarDomainEvent>[], settings.mergeWindowMs),
    settle: async (trx, now) => {
      if (now.getTime() - lastForget > 60 * 60 * 1000) {
        lastForget = now.getTime()
        await forgetOld(trx, now)
      }
      return closeDueWindows(trx, now, settings)
    },
    deliver: (signal) => deliverScheduleMails(app.platform.db, app.mail, signal, settings.origin),
  }
}
