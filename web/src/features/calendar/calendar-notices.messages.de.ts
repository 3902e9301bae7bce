import type { Translation } from '@teamspace/domain/i18n/messages'
import type { calendarNoticesMessages } from './calendar-notices.messages'

export default {
  noUpcoming: 'Keine anstehenden Termine',
  confirmDelete: 'Willst du diesen Termin wirklich löschen? Das lässt sich nicht rückgängig machen.',
  deleteFailed: 'Der Termin konnte nicht gelöscht werden. Bitte versuch es noch einmal.',
  saveFailed: 'Der Termin konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  notFound: 'Diesen Termin gibt es nicht mehr.',
  pastLocked: 'Vergangene Termine können nicht mehr geändert oder gelöscht werden.',
  changedMeanwhile: 'Jemand anderes hat diesen Termin inzwischen geändert. Bitte prüf ihn und speichere noch einmal.',
  datePast: 'Das Datum darf nicht in der Vergangenheit liegen',
  historyLoadFailed: 'Der Verlauf konnte nicht geladen werden. Bitte versuch es noch einmal.',
} satisfies Translation<typeof calendarNoticesMessages>
