import { defineMessages, type Translations } from '../i18n/messages'

/**
 * The words of a member's calendar feed (the calendar's name and description, the cancelled marker, the type of
 * each event, their volunteer sign-ups): the spec's English, and the language of the account the link belongs to.
 */
export const calendarFeedWordMessages = defineMessages('calendarFeed', {
  teamCalendarName: '{team} (Team Space)',
  teamCalendarDescription: 'The calendar of {team}',
  allTeamsName: 'My teams (Team Space)',
  allTeamsDescription: 'The calendars of {teams}',
  cancelled: 'Cancelled: {summary}',
  eventType: '{type, select, game {Game} practice {Practice} event {Team Event} other {{type}}}',
  volunteering: 'Volunteering',
  volunteeringSummary: 'Volunteering: {need}',
  yourNote: 'Your note: {note}',
})

export const calendarFeedWordTranslations: Translations<typeof calendarFeedWordMessages> = {
  de: {
    teamCalendarName: '{team} (Team Space)',
    teamCalendarDescription: 'Der Kalender von {team}',
    allTeamsName: 'Meine Teams (Team Space)',
    allTeamsDescription: 'Die Kalender von {teams}',
    cancelled: 'Abgesagt: {summary}',
    eventType: '{type, select, game {Spiel} practice {Training} event {Teamevent} other {{type}}}',
    volunteering: 'Helfereinsatz',
    volunteeringSummary: 'Helfereinsatz: {need}',
    yourNote: 'Deine Notiz: {note}',
  },
  es: {
    teamCalendarName: '{team} (Team Space)',
    teamCalendarDescription: 'El calendario de {team}',
    allTeamsName: 'Mis equipos (Team Space)',
    allTeamsDescription: 'Los calendarios de {teams}',
    cancelled: 'Cancelado: {summary}',
    eventType: '{type, select, game {Partido} practice {Entrenamiento} event {Evento del equipo} other {{type}}}',
    volunteering: 'Voluntariado',
    volunteeringSummary: 'Voluntariado: {need}',
    yourNote: 'Tu nota: {note}',
  },
}
