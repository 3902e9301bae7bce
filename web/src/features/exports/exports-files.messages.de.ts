import type { Translation } from '@teamspace/domain/i18n/messages'
import type { exportsFilesMessages } from './exports-files.messages'

export default {
  roster: 'Kader',
  rosterText: 'Spieler mit Nummer, Position sowie Namen, Telefonnummern und E-Mails ihrer Eltern.',
  statsTotals: 'Saisonstatistik',
  statsTotalsText: 'Die Summen jedes Spielers: Spiele, Minuten, Tore, Vorlagen, Karten, Paraden und Zu-null-Spiele.',
  statsGames: 'Statistik pro Spiel',
  statsGamesText: 'Eine Zeile pro Spieler und Spiel, wie erfasst.',
  attendancePlayers: 'Anwesenheit pro Spieler',
  attendancePlayersText: 'Bei wie vielen der erfassten Trainings und Spiele jeder Spieler dabei war, in Prozent.',
  attendanceEvents: 'Anwesenheit pro Termin',
  attendanceEventsText:
    'Für jedes Training und Spiel mit erfasster Anwesenheit: wer anwesend, zu spät, entschuldigt oder abwesend war.',
  volunteers: 'Helfereinträge',
  volunteersText: 'Jeder Helferdienst mit seinem Termin und wer sich eingetragen hat.',
} satisfies Translation<typeof exportsFilesMessages>
