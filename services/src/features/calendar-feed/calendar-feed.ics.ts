import { TZDate } from '@date-fns/tz'
import { FEED_REFRESH_MINUTES } from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import { calendarFeedWords, type CalendarFeedWords } from '@teamspace/domain/calendar-feed/calendar-feed.wording'
import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import type { Language } from '@teamspace/domain/shared/languages'
import ical, { ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { VolunteerFeedEntry } from '../volunteers'
import type { FeedEntry } from './calendar-feed.queries'

/** A volunteer sign-up is given this length in calendars. */
const EVENT_LENGTH_MS = 60 * 60 * 1000

/** The VTIMEZONE block of an IANA zone (its rules, so any calendar app shows the right local times). */
const vtimezone = (zone: string) => {
  const found = tzlib_get_ical_block(zone)
  // An unknown zone comes back as a message, not a block: the events then still name their zone by TZID.
  const block = Array.isArray(found) ? found[0] : undefined
  return block?.startsWith('BEGIN:VTIMEZONE') ? block : null
}

export interface FeedTeam {
  readonly name: string
  readonly timeZone: string
}

/** The member's own volunteer sign-ups, listed beside the team's calendar events, and the page they are on. */
export interface FeedVolunteering {
  readonly entries: readonly VolunteerFeedEntry[]
  readonly url: string
}

/** One team's part of a feed: its calendar events and the person's sign-ups in it. */
export interface FeedSection {
  readonly team: FeedTeam
  readonly entries: readonly FeedEntry[]
  readonly calendarUrl: string
  readonly volunteering: FeedVolunteering
}

interface FeedCalendar {
  readonly name: string
  readonly description: string
  readonly words: CalendarFeedWords
  readonly timeZone: string
  /** Each event's summary names its team (a feed of several teams). */
  readonly namesTeams: boolean
}

/**
 * The team's calendar as an iCalendar (RFC 5545) document. Every event carries its own zone (TZID with a
 * VTIMEZONE), so 10:00 stays 10:00 on either side of a daylight-saving change; DTSTAMP and LAST-MODIFIED are
 * the event's last change, so the same calendar gives the same text (and ETag) until something changes. Its words
 * are in `language`, the one of the account the link belongs to.
 */
export const calendarFeedText = (
  team: FeedTeam,
  entries: readonly FeedEntry[],
  calendarUrl: string,
  volunteering: FeedVolunteering = { entries: [], url: calendarUrl },
  language: Language = 'en',
) => {
  const words = calendarFeedWords(language)
  return feedText(
    {
      ...words.teamCalendar(team.name),
      words,
      timeZone: team.timeZone,
      namesTeams: false,
    },
    [{ team, entries, calendarUrl, volunteering }],
  )
}

/**
 * A person's calendar of every team they belong to, as one document: each event's summary ends with its team's
 * name, and each keeps its own zone. The calendar's own zone is the earliest team's.
 */
export const allTeamsFeedText = (sections: readonly FeedSection[], language: Language = 'en') => {
  const words = calendarFeedWords(language)
  return feedText(
    {
      ...words.allTeamsCalendar(sections.map((section) => section.team.name)),
      words,
      timeZone: sections[0]?.team.timeZone ?? 'UTC',
      namesTeams: true,
    },
    sections,
  )
}

const feedText = (feed: FeedCalendar, sections: readonly FeedSection[]) => {
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    prodId: { company: 'Team Space', product: 'Calendar feed', language: feed.words.language.toUpperCase() },
    ttl: FEED_REFRESH_MINUTES * 60,
    // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED as local times. The
    // generator still adds one VTIMEZONE per zone the events use.
    timezone: { name: null, generator: vtimezone },
    x: [['X-WR-TIMEZONE', feed.timeZone]],
  })
  for (const { team, entries, calendarUrl, volunteering } of sections) {
    const named = (summary: string) => (feed.namesTeams ? `${summary} (${team.name})` : summary)
    for (const entry of entries) {
      const cancelled = entry.status === 'cancelled'
      const summary = feed.words.summary(
        { title: entry.title, type: entry.type as CalendarEventType, opponent: entry.opponent },
        cancelled,
      )
      calendar.createEvent({
        id: entry.uid,
        sequence: entry.sequence,
        stamp: entry.last_modified,
        created: entry.created_at,
        lastModified: entry.last_modified,
        timezone: entry.time_zone,
        start: new TZDate(entry.starts_at.getTime(), entry.time_zone),
        end: new TZDate(entry.ends_at.getTime(), entry.time_zone),
        summary: named(summary),
        // The place, then its street address: what a calendar app hands to its maps.
        location: [entry.location, entry.address].filter(Boolean).join(', '),
        description: entry.description || null,
        categories: [{ name: feed.words.category(entry.type) }],
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        url: calendarUrl,
      })
    }
    // A sign-up's SEQUENCE grows with its calendar event's (a moved event moves the need) and with the need's own
    // changes; an entry whose calendar event left the feed leaves with it.
    const sequenceOf = new Map(entries.map((entry) => [entry.calendar_event_id, entry]))
    for (const entry of volunteering.entries) {
      const calendarEntry = sequenceOf.get(entry.calendarEventId)
      if (!calendarEntry || calendarEntry.status === 'cancelled') continue
      const lastModified = new Date(Math.max(entry.lastModified.getTime(), calendarEntry.last_modified.getTime()))
      calendar.createEvent({
        id: entry.uid,
        sequence: calendarEntry.sequence + entry.version,
        stamp: lastModified,
        created: entry.createdAt,
        lastModified,
        timezone: entry.timeZone,
        start: new TZDate(entry.startsAt.getTime(), entry.timeZone),
        end: new TZDate(entry.startsAt.getTime() + EVENT_LENGTH_MS, entry.timeZone),
        summary: named(feed.words.volunteeringSummary(entry.type, entry.calendarEventTitle)),
        location: entry.location,
        description: feed.words.volunteeringDescription(entry.type, entry.ownDescription, entry.note),
        categories: [{ name: feed.words.volunteeringCategory }],
        status: ICalEventStatus.CONFIRMED,
        url: volunteering.url,
      })
    }
  }
  return calendar.toString()
}
