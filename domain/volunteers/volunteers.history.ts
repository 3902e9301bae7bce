import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory, stateAtStart, stateBefore, type SentenceContext } from '../history/history.plugin'
import { list, plural } from '../history/history.wording'
import { volunteerNeedStreamId, type VolunteerDomainEvent, type VolunteerNeedDetails } from './volunteers.events'
import { volunteerNeedTypeDetails } from './volunteers.schemas'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'volunteer-need': true
  }
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

/** " of “League vs Lions” on Sat, Nov 28": the calendar event of the need, named by the event that added it. */
const ofNeedsEvent = (c: SentenceContext<VolunteerDomainEvent>) =>
  forCalendarEvent(c.names, stateAtStart(c, 'VolunteerNeedAdded')?.calendarEventId, 'of')

/** Volunteer needs in the activity feed and each need's History, with who signed up and withdrew. */
export const volunteersHistory = defineHistory<VolunteerDomainEvent>({
  label: 'Volunteers',
  subjects: [
    {
      kind: 'volunteer-need',
      idField: 'needId',
      types: [
        'VolunteerNeedAdded',
        'VolunteerNeedChanged',
        'VolunteerNeedRemoved',
        'VolunteerSlotBooked',
        'VolunteerSlotWithdrawn',
      ],
      state: ['VolunteerNeedAdded', 'VolunteerNeedChanged'],
      streams: (needId) => [volunteerNeedStreamId(needId)],
    },
  ],
  sentences: {
    VolunteerNeedAdded: (d, c) =>
      `${c.actor} asked for ${plural(d.slotsNeeded, 'volunteer')} for ${needLabel(d.type).replace(/^the /, '')}${forCalendarEvent(c.names, d.calendarEventId)}.`,
    VolunteerNeedChanged: (d, c) => {
      const was = stateBefore(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
      const changes = was ? needChanges(was, d) : []
      return changes.length
        ? `${c.actor} changed ${list(changes)} of ${needLabel(was?.type ?? d.type)}${ofNeedsEvent(c)}.`
        : `${c.actor} changed ${needLabel(d.type)}${ofNeedsEvent(c)}.`
    },
    VolunteerNeedRemoved: (d, c) =>
      `${c.actor} removed ${needLabel(d.type)}${forCalendarEvent(c.names, d.calendarEventId)}.`,
    VolunteerSlotBooked: (d, c) => {
      const was = stateBefore(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
      const who = d.volunteerId === c.actorId ? c.actor : c.names.member(d.volunteerId)
      return `${who} signed up for ${was ? needLabel(was.type) : 'a volunteer need'}${ofNeedsEvent(c)}.`
    },
    VolunteerSlotWithdrawn: (d, c) => {
      const was = stateBefore(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
      const who = d.volunteerId === c.actorId ? c.actor : c.names.member(d.volunteerId)
      return `${who} withdrew from ${was ? needLabel(was.type) : 'a volunteer need'}${ofNeedsEvent(c)}.`
    },
  },
})
