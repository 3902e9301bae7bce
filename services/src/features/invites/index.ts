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
  erasure: {},
  projections: [invitesProjection],
  history: invitesHistory,
  // Invites show in Team Settings, under the team's queries.
  liveTopics: {
    // The session carries the member's role and name and the team's name (the page header, what they may do);
    // the calendar's today and time zone are the team's.
    InviteCreated: ['team', 'session', 'calendar'],
    InviteRevoked: ['team', 'session', 'calendar'],
  },
})

// Joining a team starts from a code.
export { findUsableInvite } from './invites.queries'
