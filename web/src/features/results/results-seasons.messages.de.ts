import type { Translation } from '@teamspace/domain/i18n/messages'
import type { resultsSeasonsMessages } from './results-seasons.messages'

export default {
  season: 'Saison',
  firstSeason: 'Erste Saison',
  current: '{season} (aktuell)',
  upcoming: '{season} (demnächst)',
  dates: '{start} bis {end}',
  until: 'bis {end}',
  startNewSeason: 'Neue Saison starten',
  startConfirm:
    'Neue Saison starten? Die aktuelle Saison wird abgeschlossen: Bilanz und Statistik bleiben sichtbar, der Kader wird übernommen. „{season}“ wird abgeschlossen.',
  startSeason: 'Saison starten',
  startFailed: 'Die Saison konnte nicht gestartet werden. Bitte versuch es noch einmal.',
  editSeason: 'Saison bearbeiten',
  editDescription:
    'Korrigiere Namen oder Daten der Saison. Eine Saison, in der schon Spiele, Ergebnisse oder Statistiken eingetragen sind, bleibt unverändert.',
  saveSeason: 'Saison speichern',
  correctFailed: 'Die Saison konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  removeSeason: 'Saison löschen',
  removeConfirm: 'Diese Saison löschen? Die Saison davor wird wieder die aktuelle Saison. „{season}“ wird gelöscht.',
  removeFailed: 'Die Saison konnte nicht gelöscht werden. Bitte versuch es noch einmal.',
  seasonName: 'Name der Saison',
  startDate: 'Beginn',
  endDate: 'Ende',
} satisfies Translation<typeof resultsSeasonsMessages>
