import type { TeamEvent } from '@teamspace/domain/team/team.events'
import { defineFeature } from '../../platform/feature'
import { invitesProjection, teamMembersProjection, teamProjection } from './team.projection'
import { inviteRoutes } from './invite.routes'
import { teamRoutes } from './team.routes'

/** The team itself, its members and roles, and the invites that bring people in. */
export const teamFeature = defineFeature<TeamEvent>({
  name: 'team',
  routes: async (app) => {
    await app.register(teamRoutes)
    await app.register(inviteRoutes)
  },
  projections: [teamProjection, teamMembersProjection, invitesProjection],
  liveTopics: {
    TeamCreated: ['team'],
    TeamRenamed: ['team'],
    TeamDetailsChanged: ['team'],
    MemberJoined: ['team'],
    MemberRoleChanged: ['team'],
    MemberRemoved: ['team'],
    InviteCreated: ['team'],
    InviteRevoked: ['team'],
  },
})

// What other features may use of the team: joining and founding one go through its stream.
export { teamStream } from './team.streams'
export { findUsableInvite } from './team.queries'
