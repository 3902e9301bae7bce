import { speak } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { volunteerNeedWords } from '../volunteers/volunteer-needs.wording'
import type { VolunteerNeedType } from '../volunteers/volunteers.schemas'
import { calendarEventSummary, type SummaryParts } from './calendar-event-summary'
import { calendarFeedWordMessages, calendarFeedWordTranslations } from './calendar-feed.messages'

/** What a calendar feed writes, in the language of the account its link belongs to. */
export const calendarFeedWords = (language: Language) => {
  const say = speak(language, calendarFeedWordMessages, calendarFeedWordTranslations)
  const needs = volunteerNeedWords(language)
  return {
    language,
    teamCalendar: (team: string) => ({
      name: say('teamCalendarName', { team }),
      description: say('teamCalendarDescription', { team }),
    }),
    /** Several teams' names are listed as they always were: "Riverside U10, Hillside U12". */
    allTeamsCalendar: (teams: readonly string[]) => ({
      name: say('allTeamsName'),
      description: say('allTeamsDescription', { teams: teams.join(', ') }),
    }),
    /** "Game vs Rovers", "Spiel gegen Rovers"; "Cancelled: …" before a cancelled one's. */
    summary: (parts: SummaryParts, cancelled: boolean) => {
      const summary = calendarEventSummary(parts, language)
      return cancelled ? say('cancelled', { summary }) : summary
    },
    /** The event's type, as its CATEGORIES names it. */
    category: (type: string) => say('eventType', { type }),
    volunteeringCategory: say('volunteering'),
    /** "Volunteering: Setup – Cup tie". */
    volunteeringSummary: (type: VolunteerNeedType, calendarEventTitle: string) =>
      say('volunteeringSummary', { need: needs.title(type, calendarEventTitle) }),
    /** The need's description, and the member's own note under it. */
    volunteeringDescription: (type: VolunteerNeedType, ownDescription: string, note: string) => {
      const description = needs.description(type, ownDescription)
      return note ? `${description}\n${say('yourNote', { note })}` : description
    },
  }
}

export type CalendarFeedWords = ReturnType<typeof calendarFeedWords>
