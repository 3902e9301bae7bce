import { defineMessages } from '@teamspace/domain/i18n/messages'

/** What a team address that is not one of the person's teams says. */
export const teamNotFoundMessages = defineMessages('team-not-found', {
  title: 'Team not found',
  text: 'This team does not exist, or you are not a member of it.',
  yourTeams: 'Your teams',
})
