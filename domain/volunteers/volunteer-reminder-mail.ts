import type { Allergen } from '../allergies/allergies.constants'
import { allergenInTheTeam } from '../allergies/allergies.words'
import { speak } from '../i18n/speak'
import { formatEventTime } from '../schedule-mails/schedule-change'
import type { Language } from '../shared/languages'
import { volunteerNeedWords } from './volunteer-needs.wording'
import { volunteerReminderMessages, volunteerReminderTranslations } from './volunteer-reminder-mail.messages'
import { volunteerNeedStartsAt, type VolunteerNeedType } from './volunteers.schemas'

/** The need a volunteer signed up for, as its reminder tells of it: its event as it stands now. */
export interface RemindedNeed {
  readonly type: VolunteerNeedType
  readonly offsetMinutes: number
  /** As typed; '' means the type's usual text. */
  readonly description: string
  readonly calendarEventTitle: string
  readonly calendarEventStartsAt: string
  readonly timeZone: string
  /** The event's place and street address ('' when none). */
  readonly location: string
  readonly address: string
  /**
   * A food need: the allergies the team's families chose to share, never whose (empty when none are). Absent for
   * any other need.
   */
  readonly food?: { readonly allergens: readonly Allergen[] }
}

export interface VolunteerReminderContext {
  readonly teamName: string
  /** The Volunteers page (to withdraw or offer a swap) and the profile (where these mails are turned off). */
  readonly volunteersUrl: string
  readonly profileUrl: string
}

/**
 * The e-mail that reminds a volunteer, in their language, of a need they signed up for: its time is the need's
 * (the event's start and the need's offset) in the event's zone. It never names a child.
 */
export const volunteerReminderMail = (
  need: RemindedNeed,
  context: VolunteerReminderContext,
  language: Language = 'en',
) => {
  const say = speak(language, volunteerReminderMessages, volunteerReminderTranslations)
  const words = volunteerNeedWords(language)
  const title = words.title(need.type, need.calendarEventTitle)
  const startsAt = volunteerNeedStartsAt(need.calendarEventStartsAt, need.offsetMinutes)
  const when = formatEventTime(startsAt, need.timeZone, language)
  const place = [need.location.trim(), need.address.trim()].filter(Boolean).join(', ')
  const food = need.food
    ? need.food.allergens.length > 0
      ? [...need.food.allergens.map((allergen) => `${allergenInTheTeam(allergen, language)}.`), say('bringSafeFood')]
      : [say('noneShared')]
    : []
  const lines = [
    place ? say('signedUpAt', { need: title, when, place }) : say('signedUp', { need: title, when }),
    say('task', { description: words.description(need.type, need.description) }),
    '',
    ...(food.length > 0 ? [...food, ''] : []),
    say('cannotCome', { url: context.volunteersUrl }),
    say('thanks'),
    '',
    '-- ',
    say('footer', { team: context.teamName, url: context.profileUrl }),
  ]
  return { subject: `${context.teamName}: ${say('subject', { need: title, when })}`, text: lines.join('\n') }
}
