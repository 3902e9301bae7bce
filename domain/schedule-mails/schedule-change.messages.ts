import { defineMessages, type Translations } from '../i18n/messages'

/** The schedule-change e-mail and notification: the spec's English, and each family's language. */
export const scheduleChangeMessages = defineMessages('scheduleChange', {
  cancelledSubject: 'Cancelled: {event} on {date}',
  changedSubject: 'Schedule change: {event} on {date}',
  cancelled: '{event} has been cancelled.',
  wasToBe: 'It was to be on {when} at {place}.',
  changed: '{event} has changed.',
  whenMoved: 'When: {before} → {after}',
  whenUnchanged: 'When: {when} (unchanged)',
  whereMoved: 'Where: {before} → {after}',
  whereUnchanged: 'Where: {place} (unchanged)',
  repeating: 'This is for the repeating {event}, {series}.',
  weekdays: '{interval, plural, one {every {days}} other {every # weeks on {days}}}',
  seriesFrom: '{days} from {date} on',
  seriesFromOnly: 'from {date} on',
  calendarLink: 'See the team calendar: {url}',
  footer:
    'You get this e-mail as a member of {team} on Team Space. To stop schedule-change e-mails, turn them off in your profile: {url}',
  pushMoved: 'Now {when}.',
  pushMovedAndRelocated: 'Now {when} at {place}.',
  pushRelocated: 'Now at {place}.',
})

export const scheduleChangeTranslations: Translations<typeof scheduleChangeMessages> = {
  de: {
    cancelledSubject: 'Abgesagt: {event} am {date}',
    changedSubject: 'Terminänderung: {event} am {date}',
    cancelled: '{event} wurde abgesagt.',
    wasToBe: 'Geplant war: {when}, Ort: {place}.',
    changed: '{event} hat sich geändert.',
    whenMoved: 'Wann: {before} → {after}',
    whenUnchanged: 'Wann: {when} (unverändert)',
    whereMoved: 'Wo: {before} → {after}',
    whereUnchanged: 'Wo: {place} (unverändert)',
    repeating: 'Das gilt für alle Termine von {event}: {series}.',
    weekdays: '{interval, plural, one {jeden {days}} other {alle # Wochen am {days}}}',
    seriesFrom: '{days} ab dem {date}',
    seriesFromOnly: 'ab dem {date}',
    calendarLink: 'Zum Teamkalender: {url}',
    footer:
      'Du bekommst diese E-Mail als Mitglied von {team} bei Team Space. Wenn du keine E-Mails zu Terminänderungen mehr bekommen möchtest, schalte sie in deinem Profil aus: {url}',
    pushMoved: 'Jetzt {when}.',
    pushMovedAndRelocated: 'Jetzt {when}, Ort: {place}.',
    pushRelocated: 'Neuer Ort: {place}.',
  },
  es: {
    cancelledSubject: 'Cancelado: {event} el {date}',
    changedSubject: 'Cambio de horario: {event} el {date}',
    cancelled: '{event} se ha cancelado.',
    wasToBe: 'Estaba previsto para el {when} en {place}.',
    changed: '{event} ha cambiado.',
    whenMoved: 'Cuándo: {before} → {after}',
    whenUnchanged: 'Cuándo: {when} (sin cambios)',
    whereMoved: 'Dónde: {before} → {after}',
    whereUnchanged: 'Dónde: {place} (sin cambios)',
    repeating: 'Esto se aplica a todas las fechas de {event}: {series}.',
    weekdays: '{interval, plural, one {cada {days}} other {cada # semanas, el {days}}}',
    seriesFrom: '{days} desde el {date}',
    seriesFromOnly: 'desde el {date}',
    calendarLink: 'Consulta el calendario del equipo: {url}',
    footer:
      'Recibes este correo como miembro de {team} en Team Space. Si ya no quieres recibir correos sobre cambios de horario, desactívalos en tu perfil: {url}',
    pushMoved: 'Ahora: {when}.',
    pushMovedAndRelocated: 'Ahora: {when}, en {place}.',
    pushRelocated: 'Nuevo lugar: {place}.',
  },
}
