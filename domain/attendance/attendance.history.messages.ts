import { defineMessages, type Translations } from '../i18n/messages'

/** Attendance in the coaches' history: how many came, by status. */
export const attendanceHistoryMessages = defineMessages('attendance-history', {
  label: 'Attendance',
  taken: '{actor} took attendance{event}{counts}.',
  counts: ': {counts}',
  count:
    '{status, select, present {{n, plural, other {# present}}} late {{n, plural, other {# late}}} absent {{n, plural, other {# absent}}} other {{n, plural, other {# excused}}}}',
})

export const attendanceHistoryTranslations: Translations<typeof attendanceHistoryMessages> = {
  de: {
    label: 'Anwesenheit',
    taken: '{actor} hat die Anwesenheit{event} erfasst{counts}.',
    counts: ': {counts}',
    count:
      '{status, select, present {{n, plural, other {# anwesend}}} late {{n, plural, other {# verspätet}}} absent {{n, plural, other {# abwesend}}} other {{n, plural, other {# entschuldigt}}}}',
  },
  es: {
    label: 'Asistencia',
    taken: '{actor} pasó lista{event}{counts}.',
    counts: ': {counts}',
    count:
      '{status, select, present {{n, plural, one {# presente} other {# presentes}}} late {{n, plural, other {# con retraso}}} absent {{n, plural, one {# ausente} other {# ausentes}}} other {{n, plural, one {# justificado} other {# justificados}}}}',
  },
}
