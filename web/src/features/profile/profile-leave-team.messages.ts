import { defineMessages } from '@teamspace/domain/i18n/messages'
import { leaveTeamMessages as spec } from '@teamspace/domain/team/team.constants'

/** The words of leaving one team: the team's own (domain/team/team.constants.ts) and the card's. */
export const profileLeaveTeamMessages = defineMessages('profile-leave-team', {
  action: 'Leave {teamName}',
  confirmTitle: 'Leave {teamName}?',
  explanation: spec.explanation,
  confirm: spec.confirm,
  failed: spec.failed,
  onlyTeam: spec.onlyTeam,
  intro:
    'Stop being a member of {teamName}. Your account and your other {others, plural, one {team} other {teams}} stay.',
})
