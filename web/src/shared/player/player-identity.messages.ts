import { defineMessages } from '@teamspace/domain/i18n/messages'

/** How a player's jersey number is read out. */
export const playerIdentityMessages = defineMessages('player-identity', {
  noJerseyNumber: 'No jersey number',
  jerseyNumber: 'Jersey number ',
})
