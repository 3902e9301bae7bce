import type { InviteCreated, InviteRevoked } from '@teamspace/domain/team/team.events'
import { defineFeature } from '../../platform/feature'
import { invitesProjection } from './invites.projection'
import { invitesRoutes } from './invites.routes'
import { invitesHistory } from '@teamspace/domain/invites/invites.history'

/**
 * Invite links: made by coaches (staff and parents) and parents (their family), shown in Team Settings,
 * revoked there. Their events are on the team's stream, which decides whether a link may still be used.
 */
export const invitesFeature = defineFeature<InviteCreated | InviteRevoked>({
  name: 'invites',
  routes: invitesRoutes,
  projections: [invitesProjection],
  history: invitesHistory,
  // Invites show in Team Settings, under the team's queries.
  liveTopics: { InviteCreated: ['team'], InviteRevoked: ['team'] },
})

// Joining a team starts from a code.
export { findUsableInvite } from './invites.queries'
