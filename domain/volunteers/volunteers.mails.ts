import { speak } from '../i18n/speak'
import { formatEventTime } from '../schedule-mails/schedule-change'
import type { Language } from '../shared/languages'
import { volunteerMailMessages, volunteerMailTranslations } from './volunteers.mails.messages'
import { volunteerNeedStartsAt, type VolunteerNeedType } from './volunteers.schemas'

/** A need that was removed, as its volunteers are told of it. */
export interface RemovedNeed {
  readonly type: VolunteerNeedType
  readonly offsetMinutes: number
  readonly calendarEventTitle: string
  readonly calendarEventStartsAt: string
  readonly timeZone: string
  /** Who removed it, by name: null when they are not known (someone). */
  readonly removedBy: string | null
}

export interface VolunteerMailContext {
  readonly teamName: string
  /** The volunteers page's address. */
  readonly volunteersUrl: string
}

export interface VolunteerMail {
  readonly subject: string
  readonly text: string
}

/**
 * The e-mail that tells a volunteer, in their language, that a need they signed up for is gone, so they need not
 * come for it. Its time is the need's in its event's zone ("Nov 27, 2026, 9:30 AM CST", "27. Nov. 2026, 09:30 …").
 */
export const needRemovedMail = (
  need: RemovedNeed,
  context: VolunteerMailContext,
  language: Language = 'en',
): VolunteerMail => {
  const say = speak(language, volunteerMailMessages, volunteerMailTranslations)
  const title = say('needTitle', { type: need.type, event: need.calendarEventTitle })
  const startsAt = volunteerNeedStartsAt(need.calendarEventStartsAt, need.offsetMinutes)
  const when = formatEventTime(startsAt, need.timeZone, language)
  return {
    subject: `${context.teamName}: ${say('subject', { need: title })}`,
    text: [
      say('removed', { who: need.removedBy ?? say('someone'), need: title, when }),
      say('noLongerExpected'),
      '',
      say('seeMore', { url: context.volunteersUrl }),
      '',
      '-- ',
      say('footer', { team: context.teamName }),
    ].join('\n'),
  }
}
