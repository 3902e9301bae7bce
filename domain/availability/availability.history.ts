import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory } from '../history/history.plugin'
import { quoted } from '../history/history.wording'
import type { AvailabilityDomainEvent } from './availability.events'
import { availabilityLabels } from './availability.schemas'

/** Families' answers in the activity feed: who answered what for which child and calendar event. */
export const availabilityHistory = defineHistory<AvailabilityDomainEvent>({
  label: 'Availability',
  sentences: {
    AvailabilityGiven: (d, c) =>
      `${c.actor} answered ${quoted(availabilityLabels[d.answer])} for ${c.names.player(d.playerId)}${forCalendarEvent(c.names, d.calendarEventId)}.`,
  },
})
