import type { Translation } from '@teamspace/domain/i18n/messages'
import type { availabilityPanelMessages } from './availability.messages'

export default {
  title: 'Zusagen',
  notKeptOffline: 'Wer kommt, ist auf diesem Handy nicht gespeichert. Es lädt, sobald du wieder online bist.',
  loading: 'Zusagen werden geladen…',
  loadFailed: 'Es konnte nicht geladen werden, wer kommt.',
  tryAgain: 'Noch mal versuchen',
  familiesAnswer: 'Hier sagen die Familien für ihre eigenen Kinder zu oder ab.',
  notOpen: 'Zu- und Absagen gibt es nur für anstehende Spiele und Trainings.',
  answersSoFar: 'Bisherige Antworten',
  group: '{label} ({count})',
  going: '{count, plural, other {# dabei}}',
  maybe: '{count} vielleicht',
  notGoing: '{count, plural, other {# nicht dabei}}',
  noAnswer: '{count} ohne Antwort',
  isComing: 'Kommt {name}?',
  note: 'Notiz für die Trainer (optional)',
  saveNote: 'Notiz speichern',
  waiting: 'Wartet auf Empfang',
  noteSaved: '✓ Notiz gespeichert',
  saved: '✓ Gespeichert',
  saveFailed: 'Die Antwort konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  kept: '{answer} für {name} – {event}',
} satisfies Translation<typeof availabilityPanelMessages>
