import type { Translation } from '@teamspace/domain/i18n/messages'
import type { playingTimeWords } from './playing-time.messages'

export default {
  minutesPlayed: 'Gespielte Minuten',
  yourChildMinutes: 'Minuten deines Kindes',
  loadingMinutes: 'Gespielte Minuten werden geladen…',
  minutesLoadFailed: 'Die gespielten Minuten konnten nicht geladen werden.',
  tryAgain: 'Noch mal versuchen',
  noLineup: 'Keine Aufstellung für dieses Spiel: Die Minuten zählen ab der Startelf.',
  noChildInGame: 'Dein Kind steht nicht in der Aufstellung dieses Spiels.',
  minutes: '{minutes} Min.',
  starter: 'Startelf',
  fillStatSheet: 'Statistikbogen ausfüllen',
  statSheetHint: 'Öffnet sich mit Toren, Vorlagen und Minuten aus dem Spiel – du prüfst und speicherst.',
  statSheetRecorded: 'Die Statistik zu diesem Spiel ist gespeichert.',
  loadingStatSheet: 'Statistikbogen wird aus dem Spiel geladen…',
  statSheetLoadFailed: 'Der Statistikbogen konnte nicht aus dem Spiel geladen werden.',
  statSheetNotYet: 'Der Statistikbogen füllt sich nach dem Abpfiff aus dem Spiel.',
  fairPlay: 'Faire Spielzeit',
  fairPlayHint:
    'Saison bis heute: der Anteil jedes Kindes an den Minuten, in denen es dabei sein konnte (die Familie hat „Dabei“ geantwortet).',
  fairPlaySeason: '{season} · {games, plural, one {# Spiel} other {# Spiele}} gespielt',
  flagBelow: 'Markieren unter',
  percent: '{percent} %',
  shareOf: '{played} Min. gespielt · {available} Min. verfügbar',
  notAvailable: 'Bisher bei keinem Spiel dabei',
  below: 'Unter {percent} %',
  loadingFairPlay: 'Spielzeit der Saison wird geladen…',
  fairPlayLoadFailed: 'Die Spielzeit der Saison konnte nicht geladen werden.',
  noGamesYet: 'In dieser Saison wurde noch kein Spiel bis zum Abpfiff gespielt.',
  playedLeast: 'Am wenigsten gespielt:',
  playedLeastPlayer: '{name} ({minutes} Min.)',
} satisfies Translation<typeof playingTimeWords>
