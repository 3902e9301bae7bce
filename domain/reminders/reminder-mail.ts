import type { Allergen } from '../allergies/allergies.constants'
import { allergenInTheTeam } from '../allergies/allergies.words'
import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import type { CalendarEventType } from '../calendar/calendar.constants'
import { formatList, speak } from '../i18n/speak'
import { formatEventTime } from '../schedule-mails/schedule-change'
import type { Language } from '../shared/languages'
import { reminderMessages, reminderTranslations } from './reminders.messages'

export interface ReminderMailContext {
  readonly teamName: string
  readonly event: {
    readonly title: string
    readonly type: CalendarEventType
    readonly opponent: string
    readonly startsAt: string
    readonly timeZone: string
    readonly location: string
  }
  /** The children of this member who have not answered, by name. */
  readonly children: readonly string[]
  /**
   * When this member signed up to bring food (a food volunteer need) for the event: the allergies the team's
   * families chose to share, never whose. Absent otherwise.
   */
  readonly food?: { readonly allergens: readonly Allergen[] }
  /** The event on the team's calendar, and the profile page (where the mails are turned off). */
  readonly eventUrl: string
  readonly profileUrl: string
}

/** The reminder one family member gets for one event, in their language: which children, which event, where to answer. */
export const reminderMail = (
  { teamName, event, children, eventUrl, profileUrl, food }: ReminderMailContext,
  language: Language = 'en',
) => {
  const say = speak(language, reminderMessages, reminderTranslations)
  const name = calendarEventSummary(event, language)
  const when = formatEventTime(event.startsAt, event.timeZone, language)
  const who = formatList(language, children)
  const place = event.location.trim()
  const asked = { several: children.length > 1 ? 'yes' : 'no', who, event: name, when }
  const lines = [
    place ? say('questionAt', { ...asked, place }) : say('question', asked),
    '',
    say('nobodyAnswered', { who, url: eventUrl }),
    '',
    ...(food
      ? food.allergens.length
        ? [
            say('food', { event: name }),
            ...food.allergens.map((allergen) => `- ${allergenInTheTeam(allergen, language)}`),
            '',
          ]
        : [say('foodNoAllergies', { event: name }), '']
      : []),
    '-- ',
    say('footer', { team: teamName, url: profileUrl }),
  ]
  return { subject: `${teamName}: ${say('subject', { who, event: name })}`, text: lines.join('\n') }
}
