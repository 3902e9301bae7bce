import type { Translation } from '@teamspace/domain/i18n/messages'
import type { historyActivityMessages } from './history-activity.messages'

export default {
  filterActivity: 'Aktivität filtern',
  feature: 'Bereich',
  allFeatures: 'Alle Bereiche',
  person: 'Person',
  everyone: 'Alle',
  from: 'Von',
  to: 'Bis',
  clearFilters: 'Filter zurücksetzen',
  loading: 'Aktivität wird geladen…',
  noActivity: 'Noch keine Aktivität',
  tryOtherFilters: 'Versuch andere Filter oder setz sie zurück.',
  appearsHere: 'Was im Team passiert, erscheint hier sofort.',
  loadMore: 'Mehr laden',
  player: 'dieser Spieler',
  calendarEvent: 'dieser Termin',
  statLine: 'diese Statistikzeile',
  voting: 'diese Abstimmung',
  volunteerNeed: 'dieser Helferbedarf',
  newsArticle: 'dieser Beitrag',
  gameResult: 'dieses Ergebnis',
  lineup: 'diese Aufstellung',
} satisfies Translation<typeof historyActivityMessages>
