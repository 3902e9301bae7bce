import { defineHistory } from '../history/history.plugin'
import { quoted } from '../history/history.wording'
import { roleLabels } from '../shared/roles'
import type { InviteCreated, InviteRevoked, TeamEvent } from './team.events'

/** The team's own events in the activity feed; invites are their own feature's (see invites.history.ts). */
export const teamHistory = defineHistory<Exclude<TeamEvent, InviteCreated | InviteRevoked>>({
  label: 'Team and members',
  sentences: {
    TeamCreated: (d, c) => `${c.actor} created the team ${quoted(d.name)}.`,
    TeamRenamed: (d, c) => `${c.actor} renamed the team to ${quoted(d.name)}.`,
    TeamDetailsChanged: (d, c) =>
      `${c.actor} set the team’s age group to ${d.ageGroup} and its time zone to ${d.timeZone}.`,
    MemberJoined: (d, c) => `${c.names.member(d.userId)} joined the team as ${roleLabels[d.role]}.`,
    MemberRoleChanged: (d, c) => `${c.actor} made ${c.names.member(d.userId)} ${roleLabels[d.role]}.`,
    MemberRemoved: (d, c) =>
      d.userId === c.actorId
        ? `${c.actor} left the team.`
        : `${c.actor} removed ${c.names.member(d.userId)} from the team.`,
  },
})
