import type { AttendanceDomainEvent } from '../attendance/attendance.events'
import { availabilityLabels } from '../availability/availability.schemas'
import type { AvailabilityDomainEvent } from '../availability/availability.events'
import type { CalendarDomainEvent, CalendarEventDetails } from '../calendar/calendar.events'
import { calendarEventTypeLabels } from '../calendar/calendar.schemas'
import { familyRelationships, staffRelationships } from '../invites/relationships'
import type { NewsDomainEvent } from '../news/news.events'
import type { ProfileField, ProfileUpdated } from '../profile/profile.decider'
import { FORMER_MEMBER_NAME } from '../profile/profile.schemas'
import type { RosterEvent } from '../roster/roster.events'
import { REMOVED_PLAYER_NAME } from '../roster/roster.schemas'
import { roleLabels } from '../shared/roles'
import type { StatLineValues, StatsEvent } from '../stats/stats.events'
import type { TeamEvent } from '../team/team.events'
import type { VolunteerDomainEvent, VolunteerNeedDetails } from '../volunteers/volunteers.events'
import { volunteerNeedTypeDetails } from '../volunteers/volunteers.schemas'
import type { VotesDomainEvent } from '../votes/votes.events'
import type { HistoryFeature, HistoryItem } from './history.schemas'

/**
 * The activity feed's sentences: one pure function per event type, over the event's (upcast) data, the
 * stream's state before it (for a change: what it was changed from) and names looked up at read time. A
 * person's or a player's name is never taken from an event: the log keeps ids, and `names` says who they are
 * today, or that they are gone.
 */

export type DescribedEvent =
  | TeamEvent
  | RosterEvent
  | StatsEvent
  | CalendarDomainEvent
  | AvailabilityDomainEvent
  | AttendanceDomainEvent
  | NewsDomainEvent
  | VotesDomainEvent
  | VolunteerDomainEvent
  | ProfileUpdated

/** An event as the feed reads it: its type, its data and who did it. */
export interface HistoryFact {
  readonly type: string
  readonly data: object
  readonly actorId: string | null
}

/** Names as they are now; the fallbacks say that the person or player is no longer there. */
export interface HistoryNames {
  member(userId: string): string
  player(playerId: string): string
  /** A calendar event's title and date, or null when it is unknown. */
  calendarEvent(calendarEventId: string): { readonly title: string; readonly date: string } | null
}

/** The same words every other view uses for an erased account and an erased player. */
export const FORMER_MEMBER = FORMER_MEMBER_NAME
export const REMOVED_PLAYER = REMOVED_PLAYER_NAME
export const SYSTEM_ACTOR = 'Team Space'

/** The feature each event type belongs to; a type not listed here has none (and a default sentence). */
export const featureOfType: Readonly<Record<string, HistoryFeature>> = {
  TeamCreated: 'team',
  TeamRenamed: 'team',
  TeamDetailsChanged: 'team',
  MemberJoined: 'team',
  MemberRoleChanged: 'team',
  MemberRemoved: 'team',
  InviteCreated: 'invites',
  InviteRevoked: 'invites',
  ProfileUpdated: 'profile',
  PlayerAdded: 'roster',
  PlayerUpdated: 'roster',
  PlayerPhotoChanged: 'roster',
  PlayerRemoved: 'roster',
  StatLineRecorded: 'stats',
  StatLineCorrected: 'stats',
  StatLineVoided: 'stats',
  CalendarEventScheduled: 'calendar',
  CalendarEventChanged: 'calendar',
  CalendarEventCancelled: 'calendar',
  AvailabilityGiven: 'availability',
  AttendanceTaken: 'attendance',
  NewsArticlePosted: 'news',
  NewsArticleEdited: 'news',
  NewsArticlePinned: 'news',
  NewsArticleDeleted: 'news',
  NewsArticleEmailed: 'news',
  VotingOpened: 'votes',
  VoteCast: 'votes',
  VotingClosed: 'votes',
  VolunteerNeedAdded: 'volunteers',
  VolunteerNeedChanged: 'volunteers',
  VolunteerNeedRemoved: 'volunteers',
  VolunteerSlotBooked: 'volunteers',
  VolunteerSlotWithdrawn: 'volunteers',
  PhotoUploaded: 'gallery',
  PhotoDeleted: 'gallery',
  ChatThreadStarted: 'chat',
  ChatThreadPinned: 'chat',
  ChatMessagePosted: 'chat',
  ChatMessageEdited: 'chat',
  ChatThreadRead: 'chat',
}

/** The event types of a feature, for the feed's feature filter. */
export const typesOfFeature = (feature: HistoryFeature) =>
  Object.entries(featureOfType)
    .filter(([, f]) => f === feature)
    .map(([type]) => type)

/** Events that a member's own reading leaves behind, not an action anyone else needs to see. */
export const unlistedTypes: readonly string[] = ['ChatThreadRead']

/**
 * The item whose History an event belongs to, and the field that names it: the events carrying that item's
 * state (what a later change is a change from) are listed under `state`.
 */
export const historyItems = {
  player: {
    idField: 'playerId',
    types: ['PlayerAdded', 'PlayerUpdated', 'PlayerPhotoChanged', 'PlayerRemoved'],
    state: ['PlayerAdded', 'PlayerUpdated'],
  },
  'calendar-event': {
    idField: 'calendarEventId',
    types: ['CalendarEventScheduled', 'CalendarEventChanged', 'CalendarEventCancelled'],
    state: ['CalendarEventScheduled', 'CalendarEventChanged'],
  },
  'stat-line': {
    idField: 'statLineId',
    types: ['StatLineRecorded', 'StatLineCorrected', 'StatLineVoided'],
    state: ['StatLineRecorded', 'StatLineCorrected'],
  },
  voting: { idField: 'votingId', types: ['VotingOpened', 'VotingClosed'], state: ['VotingOpened'] },
  'volunteer-need': {
    idField: 'needId',
    types: [
      'VolunteerNeedAdded',
      'VolunteerNeedChanged',
      'VolunteerNeedRemoved',
      'VolunteerSlotBooked',
      'VolunteerSlotWithdrawn',
    ],
    state: ['VolunteerNeedAdded', 'VolunteerNeedChanged'],
  },
  'news-article': {
    idField: 'newsArticleId',
    types: ['NewsArticlePosted', 'NewsArticleEdited', 'NewsArticlePinned', 'NewsArticleDeleted', 'NewsArticleEmailed'],
    state: ['NewsArticlePosted', 'NewsArticleEdited'],
  },
} as const satisfies Record<
  HistoryItem['kind'],
  { idField: string; types: readonly string[]; state: readonly string[] }
>

const fieldOf = (data: object, field: string): string | null => {
  const value = (data as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : null
}

/** The item an event is about, if that item has a History view. */
export const itemOf = (fact: Pick<HistoryFact, 'type' | 'data'>): HistoryItem | null => {
  for (const [kind, item] of Object.entries(historyItems) as [
    HistoryItem['kind'],
    (typeof historyItems)[HistoryItem['kind']],
  ][]) {
    if ((item.types as readonly string[]).includes(fact.type)) {
      const id = fieldOf(fact.data, item.idField)
      return id ? { kind, id } : null
    }
  }
  return null
}

/** The types whose data is the state a later event of `type` about the same item changes, if any. */
export const stateTypesBefore = (type: string): readonly string[] => {
  const item = Object.values(historyItems).find((i) => (i.types as readonly string[]).includes(type))
  return item ? item.state : []
}

// ---- wording ----

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

/** "Sat, Nov 28" for 2026-11-28 (a calendar day, whatever the zone). */
export const formatDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? date : DAY.format(day)
}

const quoted = (text: string) => `“${text}”`
const possessive = (name: string) => (name === REMOVED_PLAYER ? 'a removed player’s' : `${name}’s`)
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const jersey = (n: number | null) => (n === null ? 'no number' : String(n))

const calendarLabel = (d: Pick<CalendarEventDetails, 'title' | 'type'>) =>
  d.title.trim() ? quoted(d.title) : `the ${calendarEventTypeLabels[d.type].toLowerCase()}`

const calendarChanges = (before: CalendarEventDetails, after: CalendarEventDetails) => {
  const changes: string[] = []
  if (before.title !== after.title) changes.push(`the title from ${quoted(before.title)} to ${quoted(after.title)}`)
  if (before.type !== after.type)
    changes.push(`the type from ${calendarEventTypeLabels[before.type]} to ${calendarEventTypeLabels[after.type]}`)
  if (before.location !== after.location)
    changes.push(`the location from ${quoted(before.location || 'none')} to ${quoted(after.location || 'none')}`)
  if (before.opponent !== after.opponent)
    changes.push(`the opponent from ${quoted(before.opponent || 'none')} to ${quoted(after.opponent || 'none')}`)
  if (before.description !== after.description) changes.push('the description')
  if (before.timeZone !== after.timeZone) changes.push(`the time zone to ${after.timeZone}`)
  return changes
}

const describeCalendarChange = (actor: string, before: CalendarEventDetails | null, after: CalendarEventDetails) => {
  if (!before) return `${actor} changed ${calendarLabel(after)} on ${formatDay(after.date)}.`
  const label = calendarLabel(before)
  const moved =
    before.date === after.date && before.time !== after.time
      ? `moved ${label} on ${formatDay(after.date)} from ${before.time} to ${after.time}`
      : before.date !== after.date
        ? `moved ${label} from ${formatDay(before.date)} ${before.time} to ${formatDay(after.date)} ${after.time}`
        : null
  const changes = calendarChanges(before, after)
  if (moved && changes.length) return `${actor} ${moved}, and changed ${list(changes)}.`
  if (moved) return `${actor} ${moved}.`
  if (changes.length) return `${actor} changed ${list(changes)} of ${label} on ${formatDay(after.date)}.`
  return `${actor} saved ${label} on ${formatDay(after.date)} without changes.`
}

const statNames = {
  minutesPlayed: ['minute', 'minutes played'],
  goals: ['goal', 'goals'],
  assists: ['assist', 'assists'],
  yellowCards: ['yellow card', 'yellow cards'],
  redCards: ['red card', 'red cards'],
  saves: ['save', 'saves'],
} as const satisfies Record<string, readonly [string, string]>
type StatName = keyof typeof statNames

const statSummary = (values: StatLineValues) => {
  const parts = (Object.keys(statNames) as StatName[])
    .filter((key) => key !== 'minutesPlayed' && values[key] > 0)
    .map((key) => plural(values[key], statNames[key][0]))
  return parts.length ? ` (${list(parts)})` : ''
}

const gameLabel = (values: Pick<StatLineValues, 'opponent' | 'gameDate'>) =>
  `the game ${values.opponent ? `against ${values.opponent} ` : ''}on ${formatDay(values.gameDate)}`

const statChanges = (before: StatLineValues, after: StatLineValues) => {
  const changes = (Object.keys(statNames) as StatName[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${statNames[key][1]} from ${before[key]} to ${after[key]}`)
  if (before.gameDate !== after.gameDate)
    changes.push(`the date from ${formatDay(before.gameDate)} to ${formatDay(after.gameDate)}`)
  if (before.opponent !== after.opponent)
    changes.push(`the opponent from ${quoted(before.opponent || 'none')} to ${quoted(after.opponent || 'none')}`)
  if (before.keyPlays.join('\n') !== after.keyPlays.join('\n')) changes.push('the key plays')
  return changes
}

const needLabel = (type: VolunteerNeedDetails['type']) =>
  `the ${volunteerNeedTypeDetails[type].title.toLowerCase()} need`

const needChanges = (before: VolunteerNeedDetails, after: VolunteerNeedDetails) => {
  const changes: string[] = []
  if (before.type !== after.type)
    changes.push(
      `the type from ${volunteerNeedTypeDetails[before.type].title} to ${volunteerNeedTypeDetails[after.type].title}`,
    )
  if (before.slotsNeeded !== after.slotsNeeded)
    changes.push(`the slots from ${before.slotsNeeded} to ${after.slotsNeeded}`)
  if (before.offsetMinutes !== after.offsetMinutes)
    changes.push(`the time from ${before.offsetMinutes} to ${after.offsetMinutes} minutes from the start`)
  if (before.description !== after.description) changes.push('the description')
  return changes
}

const forCalendarEvent = (names: HistoryNames, calendarEventId: string) => {
  const event = names.calendarEvent(calendarEventId)
  return event ? ` for ${quoted(event.title)} on ${formatDay(event.date)}` : ''
}

const profileFieldLabels = {
  name: 'name',
  phoneNumber: 'phone number',
  address: 'address',
  emergencyContact: 'emergency contact',
  emergencyPhone: 'emergency phone',
  privacy: 'privacy settings',
} as const satisfies Record<ProfileField, string>

const relationshipLabel = (value: string) =>
  [...staffRelationships, ...familyRelationships].find((r) => r.value === value)?.label ?? value

const withArticle = (label: string) => `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}`

const words = (type: string) =>
  type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()

/** Everything a sentence may draw on beside the event's own data. */
interface Context {
  readonly actor: string
  readonly actorId: string | null
  readonly previous: DescribedEvent | null
  readonly names: HistoryNames
}

type Describers = {
  readonly [T in DescribedEvent['type']]: (data: Extract<DescribedEvent, { type: T }>['data'], c: Context) => string
}

/** The state before, when the previous event is one of `types`. */
const before = <T extends DescribedEvent['type']>(c: Context, ...types: T[]) =>
  c.previous && (types as string[]).includes(c.previous.type)
    ? (c.previous.data as Extract<DescribedEvent, { type: T }>['data'])
    : null

const describers: Describers = {
  TeamCreated: (d, c) => `${c.actor} created the team ${quoted(d.name)}.`,
  TeamRenamed: (d, c) => `${c.actor} renamed the team to ${quoted(d.name)}.`,
  TeamDetailsChanged: (d, c) =>
    `${c.actor} set the team’s age group to ${d.ageGroup} and its time zone to ${d.timeZone}.`,
  MemberJoined: (d, c) => `${c.names.member(d.userId)} joined the team as ${roleLabels[d.role]}.`,
  MemberRoleChanged: (d, c) => `${c.actor} made ${c.names.member(d.userId)} ${roleLabels[d.role]}.`,
  MemberRemoved: (d, c) =>
    d.userId === c.actorId
      ? `${c.actor} left the team.`
      : `${c.actor} removed ${c.names.member(d.userId)} from the team.`,
  InviteCreated: (d, c) => `${c.actor} created an invite for ${withArticle(relationshipLabel(d.relationship))}.`,
  InviteRevoked: (_d, c) => `${c.actor} revoked an invite.`,
  ProfileUpdated: (d, c) => {
    const fields = d.changedFields.map((f) => profileFieldLabels[f])
    return `${d.userId === c.actorId ? c.actor : c.names.member(d.userId)} updated their ${list(fields) || 'profile'}.`
  },
  PlayerAdded: (d, c) => {
    const number = d.jerseyNumber === null ? '' : `#${d.jerseyNumber}, `
    return `${c.actor} added ${c.names.player(d.playerId)} to the roster (${number}${d.position}).`
  },
  PlayerUpdated: (d, c) => {
    const player = c.names.player(d.playerId)
    const was = before(c, 'PlayerAdded', 'PlayerUpdated')
    if (!was) return `${c.actor} updated ${possessive(player)} details.`
    const changes: string[] = []
    if (was.jerseyNumber !== d.jerseyNumber)
      changes.push(`jersey from ${jersey(was.jerseyNumber)} to ${jersey(d.jerseyNumber)}`)
    if (was.position !== d.position) changes.push(`position from ${was.position} to ${d.position}`)
    return changes.length
      ? `${c.actor} changed ${possessive(player)} ${list(changes)}.`
      : `${c.actor} updated ${possessive(player)} details.`
  },
  PlayerPhotoChanged: (d, c) =>
    d.photoId === null
      ? `${c.actor} removed ${possessive(c.names.player(d.playerId))} photo.`
      : `${c.actor} changed ${possessive(c.names.player(d.playerId))} photo.`,
  PlayerRemoved: (d, c) => {
    const player = c.names.player(d.playerId)
    return `${c.actor} removed ${player === REMOVED_PLAYER ? 'a player' : player} from the roster.`
  },
  StatLineRecorded: (d, c) =>
    `${c.actor} recorded ${possessive(c.names.player(d.playerId))} stats for ${gameLabel(d)}${statSummary(d)}.`,
  StatLineCorrected: (d, c) => {
    const player = c.names.player(d.playerId)
    const was = before(c, 'StatLineRecorded', 'StatLineCorrected')
    const changes = was ? statChanges(was, d) : []
    return changes.length
      ? `${c.actor} corrected ${possessive(player)} stats for ${gameLabel(was ?? d)}: ${list(changes)}.`
      : `${c.actor} corrected ${possessive(player)} stats for ${gameLabel(d)}.`
  },
  StatLineVoided: (d, c) => {
    const was = before(c, 'StatLineRecorded', 'StatLineCorrected')
    return `${c.actor} voided ${possessive(c.names.player(d.playerId))} stats${was ? ` for ${gameLabel(was)}` : ''}.`
  },
  CalendarEventScheduled: (d, c) =>
    `${c.actor} scheduled ${calendarLabel(d)} on ${formatDay(d.date)} at ${d.time}${d.location ? ` at ${d.location}` : ''}.`,
  CalendarEventChanged: (d, c) =>
    describeCalendarChange(c.actor, before(c, 'CalendarEventScheduled', 'CalendarEventChanged'), d),
  CalendarEventCancelled: (_d, c) => {
    const was = before(c, 'CalendarEventScheduled', 'CalendarEventChanged')
    return was
      ? `${c.actor} cancelled ${calendarLabel(was)} on ${formatDay(was.date)} at ${was.time}.`
      : `${c.actor} cancelled a calendar event.`
  },
  AvailabilityGiven: (d, c) =>
    `${c.actor} answered ${quoted(availabilityLabels[d.answer])} for ${c.names.player(d.playerId)}${forCalendarEvent(c.names, d.calendarEventId)}.`,
  AttendanceTaken: (d, c) => {
    const counts = (['present', 'late', 'absent', 'excused'] as const)
      .map((status) => [status, d.records.filter((r) => r.status === status).length] as const)
      .filter(([, n]) => n > 0)
      .map(([status, n]) => `${n} ${status}`)
    return `${c.actor} took attendance${forCalendarEvent(c.names, d.calendarEventId)}${counts.length ? `: ${list(counts)}` : ''}.`
  },
  NewsArticlePosted: (d, c) => `${c.actor} posted the article ${quoted(d.title)}.`,
  NewsArticleEdited: (d, c) => {
    const was = before(c, 'NewsArticlePosted', 'NewsArticleEdited')
    return was && was.title !== d.title
      ? `${c.actor} edited the article ${quoted(was.title)} and renamed it ${quoted(d.title)}.`
      : `${c.actor} edited the article ${quoted(d.title)}.`
  },
  NewsArticlePinned: (d, c) => {
    const was = before(c, 'NewsArticlePosted', 'NewsArticleEdited')
    return `${c.actor} ${d.isPinned ? 'pinned' : 'unpinned'} the article${was ? ` ${quoted(was.title)}` : ''}.`
  },
  NewsArticleDeleted: (_d, c) => {
    const was = before(c, 'NewsArticlePosted', 'NewsArticleEdited')
    return `${c.actor} deleted the article${was ? ` ${quoted(was.title)}` : ''}.`
  },
  NewsArticleEmailed: (_d, c) => {
    const was = before(c, 'NewsArticlePosted', 'NewsArticleEdited')
    return `${c.actor} e-mailed the article${was ? ` ${quoted(was.title)}` : ''} to the team.`
  },
  VotingOpened: (d, c) =>
    `${c.actor} opened the player-of-the-match voting for ${quoted(d.title)} on ${formatDay(d.date)}.`,
  // Who a member voted for stays between them and the tally.
  VoteCast: (_d, c) => `${c.actor} voted for player of the match.`,
  VotingClosed: (d, c) => {
    const was = before(c, 'VotingOpened')
    const game = was ? ` for ${quoted(was.title)}` : ''
    const winners = list(d.winners.map((w) => c.names.player(w.playerId)))
    return d.winners.length
      ? `${c.actor} closed the voting${game}: ${winners} won with ${plural(d.winners[0]!.votes, 'vote')}.`
      : `${c.actor} closed the voting${game} with no votes.`
  },
  VolunteerNeedAdded: (d, c) =>
    `${c.actor} asked for ${plural(d.slotsNeeded, 'volunteer')} for ${needLabel(d.type).replace(/^the /, '')}${forCalendarEvent(c.names, d.calendarEventId)}.`,
  VolunteerNeedChanged: (d, c) => {
    const was = before(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
    const changes = was ? needChanges(was, d) : []
    return changes.length
      ? `${c.actor} changed ${list(changes)} of ${needLabel(was?.type ?? d.type)}.`
      : `${c.actor} changed ${needLabel(d.type)}.`
  },
  VolunteerNeedRemoved: (d, c) =>
    `${c.actor} removed ${needLabel(d.type)}${forCalendarEvent(c.names, d.calendarEventId)}.`,
  VolunteerSlotBooked: (d, c) => {
    const was = before(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
    const who = d.volunteerId === c.actorId ? c.actor : c.names.member(d.volunteerId)
    return `${who} signed up for ${was ? needLabel(was.type) : 'a volunteer need'}.`
  },
  VolunteerSlotWithdrawn: (d, c) => {
    const was = before(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
    const who = d.volunteerId === c.actorId ? c.actor : c.names.member(d.volunteerId)
    return `${who} withdrew from ${was ? needLabel(was.type) : 'a volunteer need'}.`
  },
}

const isDescribed = (type: string): type is DescribedEvent['type'] => Object.hasOwn(describers, type)

/**
 * The sentence of one event: `previous` is the latest earlier event of the same stream about the same item whose
 * type is one of `stateTypesBefore(event.type)` (null if none). A type without a sentence of its own (a feature
 * added later) reads "Casey Coach: photo uploaded."
 */
export const describeEvent = (event: HistoryFact, previous: HistoryFact | null, names: HistoryNames): string => {
  const actor = event.actorId ? names.member(event.actorId) : SYSTEM_ACTOR
  if (!isDescribed(event.type)) return `${actor}: ${words(event.type)}.`
  const describe = describers[event.type] as (data: object, c: Context) => string
  try {
    return describe(event.data, {
      actor,
      actorId: event.actorId,
      previous: previous as DescribedEvent | null,
      names,
    })
  } catch {
    // An event whose data does not have the shape its type promises still gets a line of its own.
    return `${actor}: ${words(event.type)}.`
  }
}
