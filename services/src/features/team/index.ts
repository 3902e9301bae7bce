import type { InviteCreated, InviteRevoked, TeamEvent } from '@teamspace/domain/team/team.events'
import { defineFeature } from '../../platform/feature'
import { teamMembersProjection, teamProjection } from './team.projection'
import { teamRoutes } from './team.routes'
import { teamHistory } from '@teamspace/domain/team/team.history'
import { teamUpcasters } from '@teamspace/domain/team/team.upcasters'

/** The team itself, its settings, and its members with their roles. Invites are their own feature. */
export const teamFeature = defineFeature<Exclude<TeamEvent, InviteCreated | InviteRevoked>>({
  name: 'team',
  routes: teamRoutes,
  erasure: {},
  projections: [teamProjection, teamMembersProjection],
  history: teamHistory,
  upcasters: teamUpcasters,
  liveTopics: {
    // The session carries the member's role and name and the team's name (the page header, what they may do);
    // the calendar's today and time zone are the team's.
    TeamCreated: ['team', 'session', 'calendar'],
    TeamRenamed: ['team', 'session', 'calendar'],
    TeamDetailsChanged: ['team', 'session', 'calendar'],
    TeamLanguageChanged: ['team'],
    MemberJoined: ['team', 'directory', 'session', 'calendar'],
    MemberRoleChanged: ['team', 'directory', 'session', 'calendar'],
    MemberRemoved: ['team', 'directory', 'session', 'calendar'],
  },
  liveAccess: {
    // Someone removed from the team, or who left it, hears no more of it; someone given a new role hears what
    // that role may hear (a coach-only thread's messages, or no longer).
    MemberRemoved: ({ data }) => ({ kind: 'ended', userId: data.userId }),
    MemberRoleChanged: ({ data }) => ({ kind: 'role', userId: data.userId, role: data.role }),
  },
})

/**
 * What other features may use of the team. The team's stream decides membership and invites together (one
 * membership per person, the last coach, an invite used only while valid), so joining, founding a team and
 * inviting all go through it.
 */
export { joinCondition, membershipStream, teamStream } from './team.streams'

/** The team's settings as its read table holds them: the calendar takes the team's time zone from here. */
export { findTeam } from './team.queries'
