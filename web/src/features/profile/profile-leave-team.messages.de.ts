import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileLeaveTeamMessages } from './profile-leave-team.messages'

export default {
  action: '{teamName} verlassen',
  confirmTitle: '{teamName} verlassen?',
  explanation:
    'Du bist dann kein Mitglied dieses Teams mehr: Du siehst es nicht mehr, und seine Mitglieder sehen dich nicht mehr im Verzeichnis. Dein Konto und deine anderen Teams bleiben. Was du für das Team geschrieben oder erfasst hast, bleibt erhalten und wird „Ehemaliges Mitglied“ zugeordnet.',
  confirm: 'Team verlassen',
  failed: 'Du konntest das Team nicht verlassen. Bitte versuch es noch einmal.',
  onlyTeam:
    'Das ist dein einziges Team. Um es zu verlassen, lösch stattdessen dein Konto (Profil → Mein Konto löschen).',
  intro:
    'Tritt aus {teamName} aus. Dein Konto und {others, plural, one {dein anderes Team} other {deine anderen Teams}} bleiben.',
} satisfies Translation<typeof profileLeaveTeamMessages>
