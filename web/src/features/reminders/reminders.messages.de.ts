import type { Translation } from '@teamspace/domain/i18n/messages'
import type { remindersMessages } from './reminders.messages'

export default {
  settingTitle: 'Erinnerungen an Zusagen',
  loadingSetting: 'Erinnerungseinstellung wird geladen…',
  settingLoadFailed: 'Die Erinnerungseinstellung konnte nicht geladen werden.',
  tryAgain: 'Noch mal versuchen',
  remindLabel: 'Familien erinnern, die nicht geantwortet haben',
  settingHint:
    'Vor jedem Spiel und Training bekommen Familien, für deren Kind niemand geantwortet hat, eine Erinnerung.',
  settingSaved: 'Erinnerungseinstellung gespeichert.',
  settingSaveFailed: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  reminders: 'Erinnerungen',
  remindButton: 'Alle erinnern, die nicht geantwortet haben',
  reminded:
    'Die Familien von {children, plural, one {# Kind} other {# Kindern}} erinnert ({members, plural, one {# Mitglied} other {# Mitglieder}}).',
  remindFailed: 'Die Erinnerung konnte nicht gesendet werden. Bitte versuch es noch einmal.',
  everyoneAnswered: 'Alle haben geantwortet.',
  notAnswered: '{count, plural, one {# Kind ohne Antwort} other {# Kinder ohne Antwort}}',
  notAnsweredNoneLinked:
    '{count, plural, one {# Kind ohne Antwort (keine Familie verknüpft)} other {# Kinder ohne Antwort (bei keinem ist eine Familie verknüpft)}}',
  notAnsweredSomeUnlinked:
    '{count, plural, one {# Kind ohne Antwort} other {# Kinder ohne Antwort}} ({unlinked, plural, one {bei # ist} other {bei # ist}} keine Familie verknüpft)',
  nobodyToRemind: 'niemand zu erinnern',
  willBeReminded:
    '{count, plural, one {# Familienmitglied wird erinnert} other {# Familienmitglieder werden erinnert}}',
  seenBy: 'Gesehen: {seen} von {total}',
  thisOne: '{type, select, game {Dieses Spiel} practice {Dieses Training} other {Dieser Termin}}',
  named: '{type, select, game {Das Spiel „{title}“} practice {Das Training „{title}“} other {Der Termin „{title}“}}',
  moved: '{what} wurde verlegt: {when} (vorher {before}).',
  relocated: '{what} hat einen neuen Ort: {place} (vorher {previous}).',
  movedAndRelocated: '{what} wurde verlegt: {when} (vorher {before}), neuer Ort: {place} (vorher {previous}).',
  changed: '{what} wurde geändert.',
  noPlace: 'kein Ort angegeben',
  gotIt: 'Verstanden',
  gotItWaiting: 'Verstanden · wartet auf Empfang',
  keptGotIt: '„Verstanden“ – {event}',
  aScheduleChange: 'eine Terminänderung',
  gotItFailed: 'Das konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  seenMoved: 'Verlegt',
  seenRelocated: 'Ort geändert',
  notYet: 'Noch nicht: {names}',
} satisfies Translation<typeof remindersMessages>
