import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileCalendarFeedMessages } from './profile-calendar-feed.messages'

export default {
  title: 'Kalender-Abo',
  createFailed: 'Der Kalenderlink konnte nicht erstellt werden. Bitte versuch es noch einmal.',
  resetFailed: 'Der Kalenderlink konnte nicht zurückgesetzt werden. Bitte versuch es noch einmal.',
  copied: 'Kalenderlink in die Zwischenablage kopiert!',
  copyFailed: 'Der Link konnte nicht kopiert werden. Bitte versuch es noch einmal.',
  confirmReset:
    'Kalenderlink zurücksetzen? Kalender, die den aktuellen Link abonniert haben, werden sofort nicht mehr aktualisiert; du musst sie mit dem neuen Link neu abonnieren.',
  allTeamsTitle: 'Kalender aller meiner Teams',
  teamIntro:
    'Sieh die Spiele, Trainings und Termine des Teams in der Kalender-App auf deinem Handy oder Computer. Änderungen kommen dort von selbst an; die meisten Kalender-Apps schauen alle 15 Minuten nach, Google Kalender seltener.',
  allTeamsIntro:
    'Sieh die Spiele, Trainings und Termine all deiner Teams, jeweils mit dem Teamnamen, in der Kalender-App auf deinem Handy oder Computer. Änderungen kommen dort von selbst an; die meisten Kalender-Apps schauen alle 15 Minuten nach, Google Kalender seltener.',
  loading: 'Dein Kalenderlink wird geladen…',
  loadFailed: 'Dein Kalenderlink konnte nicht geladen werden. Bitte versuch es noch einmal.',
  tryAgain: 'Noch einmal versuchen',
  yourLink: 'Dein Kalenderlink',
  teamLinkHint:
    'Kopier ihn jetzt: Zum Schutz deiner Privatsphäre wird er nur dieses eine Mal angezeigt. Jeder mit dem Link sieht den Teamkalender, also gib ihn an niemanden weiter.',
  allTeamsLinkHint:
    'Kopier ihn jetzt: Zum Schutz deiner Privatsphäre wird er nur dieses eine Mal angezeigt. Jeder mit dem Link sieht die Kalender all deiner Teams, also gib ihn an niemanden weiter.',
  openInApp: 'In Kalender-App öffnen',
  copyLink: 'Link kopieren',
  stepApple: 'iPhone, iPad, Mac: „In Kalender-App öffnen“, dann Abonnieren.',
  stepGoogle: 'Google Kalender: Weitere Kalender → + → Per URL, und den Link einfügen.',
  stepOutlook: 'Outlook: Kalender hinzufügen → Aus dem Internet abonnieren, und den Link einfügen.',
  made: 'Du hast am {date} einen Kalenderlink erstellt. Er kann nicht noch einmal angezeigt werden, weil Team Space nur einen Fingerabdruck davon speichert (einen Hash), nicht den Link selbst. Um ihn auf einem anderen Gerät zu abonnieren, setz ihn zurück: Du bekommst einen neuen Link, und der alte funktioniert nicht mehr.',
  none: 'Du hast noch keinen Kalenderlink.',
  resetLink: 'Link zurücksetzen',
  createLink: 'Kalenderlink erstellen',
  resetTitle: 'Kalenderlink zurücksetzen?',
} satisfies Translation<typeof profileCalendarFeedMessages>
