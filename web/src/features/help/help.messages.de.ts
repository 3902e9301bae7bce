import type { Translation } from '@teamspace/domain/i18n/messages'
import type { helpMessages } from './help.messages'

export default {
  onThisPage: 'Auf dieser Seite',
  invitesTitle: 'So funktionieren Einladungen',
  invitesIntro:
    'Ohne Einladung kann niemand einem Team beitreten. Jeder Einladungslink gehört zu einem Team und legt fest, welche Rolle das neue Mitglied bekommt.',
  invitesCoaches:
    '<strong>Trainer laden Eltern und Betreuer ein:</strong> {staff}. Nutz dafür <em>Eltern einladen</em> oben in der Leiste oder im Menü.',
  invitesParents:
    '<strong>Eltern laden ihre eigene Familie ein:</strong> {family}. Nutz dafür <em>Familie einladen</em>. Familienmitglieder treten als Eltern derselben Kinder bei, ein zweites Elternteil braucht also keine Hilfe vom Trainer.',
  invitesSend: 'Schick die Einladung per E-Mail, oder kopier den Link und teil ihn per Nachricht.',
  invitesLifetime:
    'Jeder Link gilt {days, plural, one {# Tag} other {# Tage}}. Trainer sehen alle offenen Einladungen und können sie in den <em>Teameinstellungen</em> widerrufen; der Link funktioniert dann sofort nicht mehr.',
  invitesNewTeam:
    'Du gründest ein ganz neues Team? Wähl auf der Anmeldeseite <em>Team erstellen</em>, statt beizutreten.',
  rolesTitle: 'Rollen',
  rolesCoaches:
    '<strong>Trainer</strong> (Trainer, Co-Trainer und Teammanager) leiten den Teambereich: Sie pflegen den Kader, erfassen Statistiken, planen Trainings und Spiele, schreiben News, nehmen die Anwesenheit auf, starten die Abstimmung zum Spieler des Spiels und moderieren den Chat. Nur eine Einladung von einem Trainer kann jemanden zum Trainer machen.',
  rolesFamily:
    '<strong>Eltern und Familie</strong> (Elternteil, Helfer, Partner, Geschwister, Großeltern und andere Familienmitglieder) sehen dieselben Teaminfos und können chatten, Fotos hochladen, sich als Helfer eintragen, für den Spieler des Spiels abstimmen (nie für das eigene Kind) und ihr eigenes Profil bearbeiten.',
  rolesChange:
    'Ein Trainer kann in den Teameinstellungen die Rolle jedes Mitglieds ändern oder es entfernen. Ein Team hat immer mindestens einen Trainer.',
  privacyTitle: 'Datenschutz',
  privacyOwnSpace:
    'Jedes Team ist ein eigener, privater Bereich. Nichts davon ist für andere Teams oder die Öffentlichkeit sichtbar.',
  privacySeen:
    '<strong>Was andere Familien von dir sehen:</strong> deinen Namen, und Telefonnummer, E-Mail und Adresse nur, wenn du es erlaubst. Das kannst du jederzeit unter <em>Datenschutz</em> in den <profile>Profileinstellungen</profile> ändern (Telefon und E-Mail sind sichtbar, die Adresse ist verborgen, bis du es änderst).',
  privacyChildren:
    '<strong>Angaben zu Kindern</strong> wie medizinische Hinweise, Notfallkontakte und Geburtsdaten sehen nur Trainer, und sie werden endgültig gelöscht, wenn ein Spieler entfernt wird.',
  privacyPhotos:
    '<strong>Fotos</strong> sehen nur angemeldete Mitglieder des Teams. Standortdaten werden beim Hochladen aus jedem Foto entfernt.',
  privacySignOut: 'Auf einem geteilten Handy oder Computer meldest du dich am Ende über das Menü ab.',
  featuresTitle: 'Was es im Teambereich gibt',
  dashboard: 'Übersicht',
  dashboardText: 'Die Woche auf einen Blick: nächste Termine, neueste News und Topspieler.',
  playersStats: 'Spieler und Statistik',
  playersStatsText: 'Der Kader und die Saison jedes Spielers: Tore, Vorlagen, Spielminuten und Einsätze.',
  calendarAttendance: 'Kalender und Anwesenheit',
  calendarAttendanceText: 'Trainings, Spiele und Teamtermine, und wer da war.',
  chatNews: 'Chat und News',
  chatNewsText: 'Unterhaltungen zwischen Trainern und Familien, und Neuigkeiten von den Trainern.',
  gallery: 'Galerie',
  galleryText: 'Fotos von Spielen und Trainings, nur fürs Team.',
  directoryVolunteers: 'Verzeichnis und Helfer',
  directoryVolunteersText:
    'So erreichst du andere Familien, und wer sich für Snacks, Aufbau, Abbau und Fahrten einträgt.',
  playerOfTheMatch: 'Spieler des Spiels',
  playerOfTheMatchText: 'Eine Abstimmung nach jedem Spiel, von einem Trainer gestartet und beendet.',
  coachesTitle: 'Für Trainer',
  coachesSettings: 'Prüf in den Teameinstellungen Teamnamen, Altersklasse und Zeitzone.',
  coachesStaff:
    'Lade deine Co-Trainer und den Teammanager mit der passenden Beziehung ein, damit sie Trainerrechte bekommen.',
  coachesParents: 'Lade pro Familie ein Elternteil ein; den Rest der Familie holen sie selbst dazu.',
  coachesPlayers:
    'Leg deine Spieler an und plane dann Trainings und Spiele; die Anwesenheitslisten entstehen dabei automatisch.',
  coachesRevoke:
    'Widerruf Einladungslinks, die du nicht mehr brauchst, und entferne Mitglieder, die das Team verlassen haben.',
  parentsTitle: 'Für Eltern und Familien',
  parentsOpen: 'Öffne den Einladungslink, den du bekommen hast, und wähl ein Passwort (oder mach mit Google weiter).',
  parentsProfile:
    'Trag in den Profileinstellungen deine Telefonnummer und einen Notfallkontakt ein und leg fest, was andere sehen dürfen.',
  parentsInvite: 'Lade deinen Partner, die Großeltern oder andere aus der Familie mit „Familie einladen“ ein.',
  parentsCalendar: 'Behalte Kalender und News im Blick und trag dich ein, wenn das Team Helfer braucht.',
  accountTitle: 'Dein Konto',
  accountForgot:
    'Passwort vergessen? Wähl auf der Anmeldeseite <em>Passwort vergessen?</em>; der Link, den wir dir mailen, gilt eine Stunde.',
  accountChange:
    'Dein Passwort änderst du in den <profile>Profileinstellungen</profile>. Alle deine anderen Geräte werden dann abgemeldet.',
  accountStuck:
    'Kommst du nicht weiter? Frag den Trainer deines Teams, er kann dir eine neue Einladung schicken oder deine Rolle korrigieren.',
} satisfies Translation<typeof helpMessages>
