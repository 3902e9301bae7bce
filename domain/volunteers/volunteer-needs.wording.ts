import { speak } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { volunteerNeedMessages, volunteerNeedTranslations } from './volunteer-needs.messages'
import type { VolunteerNeedType } from './volunteers.schemas'

/** A need's words in `language`, as `volunteerNeedTypeDetails`, `volunteerNeedTitle` and `descriptionOf` give English. */
export const volunteerNeedWords = (language: Language) => {
  const say = speak(language, volunteerNeedMessages, volunteerNeedTranslations)
  const type = (needType: VolunteerNeedType) => say('type', { type: needType })
  return {
    /** "Snacks", "Aufbau", "Recogida". */
    type,
    /** "Snacks – Cup tie": the type and the calendar event's title. */
    title: (needType: VolunteerNeedType, calendarEventTitle: string) => `${type(needType)} – ${calendarEventTitle}`,
    /** The need's own description, else its type's usual one. */
    description: (needType: VolunteerNeedType, own: string) =>
      own.trim() === '' ? say('description', { type: needType }) : own,
  }
}
