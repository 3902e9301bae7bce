import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileMailsMessages } from './profile-mails.messages'

export default {
  scheduleTitle: 'E-Mails bei Terminänderungen',
  scheduleLabel:
    'Schick mir eine E-Mail, wenn ein Termin in den nächsten 14 Tagen verlegt wird, den Ort wechselt oder abgesagt wird',
  scheduleHint: 'Mehrere Änderungen innerhalb weniger Minuten kommen in einer E-Mail.',
  newsTitle: 'News per E-Mail',
  newsLabel: 'Schick mir Team-News per E-Mail, die ein Trainer ans Team verschickt',
  newsHint: 'Die Trainer entscheiden, welche Beiträge per E-Mail rausgehen; jeder kommt nur einmal.',
  reminderTitle: 'E-Mails zur Erinnerung an Zu-/Absagen',
  reminderLabel:
    'Schick mir eine E-Mail, wenn vor einem Spiel oder Training noch niemand für mein Kind zu- oder abgesagt hat',
  reminderHint:
    'Eine E-Mail pro Termin, zu der Zeit, die das Team festgelegt hat, und wenn ein Trainer von Hand erinnert.',
  volunteerReminderTitle: 'E-Mails zur Erinnerung an Helfereinsätze',
  volunteerReminderLabel:
    'Schick mir am Tag vorher eine E-Mail, wenn ich mich für einen Helfereinsatz eingetragen habe',
  volunteerReminderHint: 'Was, wann und wo – und bei Essen die Allergien, die im Team geteilt wurden.',
  saved: 'Profil gespeichert!',
  saveFailed: 'Das Profil konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  perTeam: 'In {teamName}: Jedes deiner Teams hat eine eigene Einstellung.',
  loading: 'Deine E-Mail-Einstellungen werden geladen…',
} satisfies Translation<typeof profileMailsMessages>
