import { DEFAULT_LEAD_HOURS, type ReminderLeadHours } from '@teamspace/domain/reminders/reminders.constants'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { answersFor } from '../availability'
import { memberNameOf } from '../profile'
import { activePlayers, parentIdsByPlayer } from '../roster'
import './reminders.tables'

/** The types of calendar event that ask families for availability. */
const ASKING_TYPES = ['game', 'practice']

export const leadHoursOf = async (db: Kysely<DB>, teamId: string): Promise<ReminderLeadHours> => {
  const row = await db
    .selectFrom('reminder_settings')
    .select('lead_hours')
    .where('team_id', '=', teamId)
    .executeTakeFirst()
  return (row?.lead_hours ?? DEFAULT_LEAD_HOURS) as ReminderLeadHours
}

/** A calendar event that is not cancelled, as the reminders know it. */
export const findReminderEvent = (db: Kysely<DB>, teamId: string, calendarEventId: string) =>
  db
    .selectFrom('reminder_calendar_changes')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', calendarEventId)
    .where('cancelled', '=', false)
    .executeTakeFirst()

export const eventReminderStateOf = (db: Kysely<DB>, calendarEventId: string) =>
  db
    .selectFrom('reminder_event_state')
    .select(['automatic_sent_at', 'last_manual_at'])
    .where('calendar_event_id', '=', calendarEventId)
    .executeTakeFirst()

/** Whether families answer for this event now: an upcoming game or practice. */
export const asksForAvailability = (event: { type: string; starts_at: Date }, now: Date) =>
  ASKING_TYPES.includes(event.type) && event.starts_at.getTime() > now.getTime()

export interface Unanswered {
  /** The active players with a family on the team and no answer, in roster order. */
  readonly players: readonly { readonly id: string; readonly name: string }[]
  /** Each family member to remind, with their children among them. */
  readonly byMember: ReadonlyMap<string, readonly string[]>
  /** The active players with no answer and no family on the team: nobody a reminder could reach. */
  readonly withoutFamily: number
}

/** Who has not answered for an event, and whom to remind of it. */
export const unansweredFor = async (db: Kysely<DB>, teamId: string, calendarEventId: string): Promise<Unanswered> => {
  const [players, parents, answers] = await Promise.all([
    activePlayers(db, teamId),
    parentIdsByPlayer(db, teamId),
    answersFor(db, teamId, calendarEventId),
  ])
  const notAnswered = players.filter((player) => !answers.has(player.id))
  const unanswered = notAnswered.filter((player) => (parents.get(player.id)?.length ?? 0) > 0)
  const byMember = new Map<string, string[]>()
  for (const player of unanswered) {
    for (const userId of parents.get(player.id) ?? [])
      byMember.set(userId, [...(byMember.get(userId) ?? []), player.id])
  }
  return {
    players: unanswered.map(({ id, name }) => ({ id, name })),
    byMember,
    withoutFamily: notAnswered.length - unanswered.length,
  }
}

/** The members asked to confirm a schedule change: those linked to a child on the roster. */
export const familyMembersOf = async (db: Kysely<DB>, teamId: string) => {
  const [players, parents] = await Promise.all([activePlayers(db, teamId), parentIdsByPlayer(db, teamId)])
  return new Set(players.flatMap((player) => parents.get(player.id) ?? []))
}

/** The confirmed change of each member of `userIds`, and their names, for the coach's list. */
export const acknowledgementsOf = async (
  db: Kysely<DB>,
  calendarEventId: string,
  userIds: readonly string[],
): Promise<{ userId: string; name: string; changeVersion: number }[]> => {
  if (userIds.length === 0) return []
  const { rows } = await sql<{ user_id: string; name: string; change_version: number | null }>`
    select u.user_id, ${memberNameOf(sql.ref('u.user_id'))} as name, a.change_version
    from unnest(${sql.val(userIds)}::text[]) as u(user_id)
    left join schedule_change_acknowledgements a
      on a.calendar_event_id = ${calendarEventId} and a.user_id = u.user_id
    order by name, u.user_id`.execute(db)
  return rows.map((row) => ({ userId: row.user_id, name: row.name, changeVersion: row.change_version ?? 0 }))
}

/**
 * The games and practices whose reminder falls due at `now` (start − lead ≤ now < start) and has not been sent,
 * soonest first, in teams that have not turned reminders off.
 */
export const dueForReminder = async (db: Kysely<DB>, now: Date, limit: number) => {
  const lead = sql`make_interval(hours => coalesce(s.lead_hours, ${DEFAULT_LEAD_HOURS}))`
  const { rows } = await sql<{ calendar_event_id: string; team_id: string; lead_hours: number }>`
    select c.calendar_event_id, c.team_id, coalesce(s.lead_hours, ${DEFAULT_LEAD_HOURS})::integer as lead_hours
    from reminder_calendar_changes c
    left join reminder_settings s on s.team_id = c.team_id
    left join reminder_event_state r on r.calendar_event_id = c.calendar_event_id
    where c.type in (${sql.join(ASKING_TYPES)}) and not c.cancelled and c.starts_at > ${now}
      and c.starts_at - ${lead} <= ${now}
      and coalesce(s.lead_hours, ${DEFAULT_LEAD_HOURS}) > 0
      and r.automatic_sent_at is null
    order by c.starts_at
    limit ${limit}`.execute(db)
  return rows
}

/** When the next reminder falls due after `now`, or null. */
export const nextReminderDue = async (db: Kysely<DB>, now: Date): Promise<Date | null> => {
  const lead = sql`make_interval(hours => coalesce(s.lead_hours, ${DEFAULT_LEAD_HOURS}))`
  const { rows } = await sql<{ at: Date | string | null }>`
    select min(c.starts_at - ${lead}) as at
    from reminder_calendar_changes c
    left join reminder_settings s on s.team_id = c.team_id
    left join reminder_event_state r on r.calendar_event_id = c.calendar_event_id
    where c.type in (${sql.join(ASKING_TYPES)}) and not c.cancelled and c.starts_at - ${lead} > ${now}
      and coalesce(s.lead_hours, ${DEFAULT_LEAD_HOURS}) > 0
      and r.automatic_sent_at is null`.execute(db)
  const at = rows[0]?.at
  return at ? new Date(at) : null
}
