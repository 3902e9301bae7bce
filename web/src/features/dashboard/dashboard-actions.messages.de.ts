import type { Translation } from '@teamspace/domain/i18n/messages'
import type { dashboardActionsMessages } from './dashboard-actions.messages'

export default {
  managePlayers: 'Spieler verwalten',
  managePlayersText: 'Spieler hinzufügen und den Kader aktuell halten',
  trackStats: 'Statistik erfassen',
  trackStatsText: 'Tore, Vorlagen und Paraden nach dem Spiel eintragen',
  postNews: 'News posten',
  postNewsText: 'Neuigkeiten mit den Familien teilen',
  scheduleEvents: 'Termine planen',
  scheduleEventsText: 'Spiele, Trainings und Teamevents planen',
  viewPlayers: 'Spieler ansehen',
  viewPlayersText: 'Der Kader und die Saison jedes Spielers',
  viewStats: 'Statistik ansehen',
  viewStatsText: 'Die Besten im Team und die Zahlen jedes Spiels',
  photoGallery: 'Fotogalerie',
  photoGalleryText: 'Fotos von Spielen und Trainings',
  teamCalendar: 'Teamkalender',
  teamCalendarText: 'Wann und wo die nächsten Spiele sind',
} satisfies Translation<typeof dashboardActionsMessages>
