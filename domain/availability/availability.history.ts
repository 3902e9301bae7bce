import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory } from '../history/history.plugin'
import { quoted, sayer } from '../history/history.wording'
import type { AvailabilityDomainEvent } from './availability.events'
import { availabilityHistoryMessages, availabilityHistoryTranslations } from './availability.history.messages'

const say = sayer(availabilityHistoryMessages, availabilityHistoryTranslations)

/** Families' answers in the activity feed: who answered what for which child and calendar event. */
export const availabilityHistory = defineHistory<AvailabilityDomainEvent>({
  label: (language) => say({ language })('label'),
  sentences: {
    AvailabilityGiven: (d, c) =>
      say(c)('answered', {
        actor: c.actor,
        answer: quoted(say(c)('answer', { answer: d.answer === 'not-going' ? 'notGoing' : d.answer }), c.language),
        player: c.names.player(d.playerId),
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
      }),
  },
})
