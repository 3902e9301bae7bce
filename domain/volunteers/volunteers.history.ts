import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory, stateAtStart, stateBefore, type SentenceContext } from '../history/history.plugin'
import { list, sayer } from '../history/history.wording'
import type { Language } from '../shared/languages'
import { volunteerNeedStreamId, type VolunteerDomainEvent, type VolunteerNeedDetails } from './volunteers.events'
import { volunteersHistoryMessages, volunteersHistoryTranslations } from './volunteers.history.messages'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'volunteer-need': true
  }
}

const say = sayer(volunteersHistoryMessages, volunteersHistoryTranslations)

const needLabel = (type: VolunteerNeedDetails['type'], language: Language) => say({ language })('need', { type })

const needChanges = (before: VolunteerNeedDetails, after: VolunteerNeedDetails, language: Language) => {
  const words = say({ language })
  const changes: string[] = []
  if (before.type !== after.type)
    changes.push(
      words('changeType', {
        before: words('typeName', { type: before.type }),
        after: words('typeName', { type: after.type }),
      }),
    )
  if (before.slotsNeeded !== after.slotsNeeded)
    changes.push(words('changeSlots', { before: String(before.slotsNeeded), after: String(after.slotsNeeded) }))
  if (before.offsetMinutes !== after.offsetMinutes)
    changes.push(words('changeTime', { before: String(before.offsetMinutes), after: String(after.offsetMinutes) }))
  if (before.description !== after.description) changes.push(words('changeDescription'))
  if (before.food !== after.food) changes.push(words('changeFood', { food: after.food ? 'yes' : 'no' }))
  return changes
}

/** " of “League vs Lions” on Sat, Nov 28": the calendar event of the need, named by the event that added it. */
const ofNeedsEvent = (c: SentenceContext<VolunteerDomainEvent>) =>
  forCalendarEvent(c.names, stateAtStart(c, 'VolunteerNeedAdded')?.calendarEventId, 'of', c.language)

/** Who signed up or withdrew: the actor by their name, or the volunteer a coach signed up. */
const volunteerOf = (d: { volunteerId: string }, c: SentenceContext<VolunteerDomainEvent>) =>
  d.volunteerId === c.actorId ? c.actor : c.names.member(d.volunteerId)

/** The need a slot is in, as it was then; "a volunteer need" when that is not known. */
const slotsNeed = (c: SentenceContext<VolunteerDomainEvent>) => {
  const was = stateBefore(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
  return was ? needLabel(was.type, c.language) : say(c)('aNeed')
}

/** Volunteer needs in the activity feed and each need's History, with who signed up and withdrew. */
export const volunteersHistory = defineHistory<VolunteerDomainEvent>({
  label: (language) => say({ language })('label'),
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
        'VolunteerSwapOffered',
        'VolunteerSwapOfferWithdrawn',
        'VolunteerSwapTaken',
      ],
      state: ['VolunteerNeedAdded', 'VolunteerNeedChanged'],
      streams: (needId) => [volunteerNeedStreamId(needId)],
    },
  ],
  sentences: {
    VolunteerNeedAdded: (d, c) =>
      say(c)('added', {
        actor: c.actor,
        slots: d.slotsNeeded,
        type: d.type,
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
      }),
    VolunteerNeedChanged: (d, c) => {
      const was = stateBefore(c, 'VolunteerNeedAdded', 'VolunteerNeedChanged')
      const changes = was ? needChanges(was, d, c.language) : []
      return changes.length
        ? say(c)('changed', {
            actor: c.actor,
            changes: list(changes, c.language),
            need: needLabel(was?.type ?? d.type, c.language),
            event: ofNeedsEvent(c),
          })
        : say(c)('changedPlain', { actor: c.actor, need: needLabel(d.type, c.language), event: ofNeedsEvent(c) })
    },
    VolunteerNeedRemoved: (d, c) =>
      say(c)('removed', {
        actor: c.actor,
        need: needLabel(d.type, c.language),
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
      }),
    VolunteerSlotBooked: (d, c) =>
      say(c)('booked', { who: volunteerOf(d, c), need: slotsNeed(c), event: ofNeedsEvent(c) }),
    VolunteerSlotWithdrawn: (d, c) =>
      say(c)('withdrawn', { who: volunteerOf(d, c), need: slotsNeed(c), event: ofNeedsEvent(c) }),
    VolunteerSwapOffered: (d, c) =>
      say(c)('swapOffered', { who: volunteerOf(d, c), need: slotsNeed(c), event: ofNeedsEvent(c) }),
    VolunteerSwapOfferWithdrawn: (d, c) =>
      say(c)('swapOfferWithdrawn', { who: volunteerOf(d, c), need: slotsNeed(c), event: ofNeedsEvent(c) }),
    VolunteerSwapTaken: (d, c) =>
      say(c)('swapTaken', {
        who: volunteerOf({ volunteerId: d.toVolunteerId }, c),
        from: c.names.member(d.fromVolunteerId),
        need: slotsNeed(c),
        event: ofNeedsEvent(c),
      }),
  },
})
