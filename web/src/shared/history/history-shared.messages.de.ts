import type { Translation } from '@teamspace/domain/i18n/messages'
import type { historySharedMessages } from './history-shared.messages'

export default {
  history: 'Verlauf',
  historyOf: 'Verlauf: {label}',
  historyTitle: 'Verlauf: {label}',
  historyDescription: 'Jede Änderung, wer sie gemacht hat und wann, die neueste zuerst.',
  close: 'Schließen',
  loading: 'Verlauf wird geladen…',
  loadFailed: 'Der Verlauf konnte nicht geladen werden. Bitte versuch es noch einmal.',
  empty: 'Keine Aktivität passt zu diesen Filtern.',
  itemEmpty: 'Hier hat sich noch nichts getan.',
  viewingAsOf:
    '{what, select, roster {Kader} statistics {Statistik} calendar {Kalender} other {{text}}} am {day} — nur lesen',
  backToNow: 'Zurück zu heute',
  viewPastDay: 'Einen früheren Tag ansehen',
  viewAsOf: 'Stand vom',
  show: 'Anzeigen',
} satisfies Translation<typeof historySharedMessages>
