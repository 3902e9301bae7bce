import { defineHistory } from '../history/history.plugin'
import { quoted, sayer } from '../history/history.wording'
import { languages } from '../shared/languages'
import type { InviteCreated, InviteRevoked, TeamEvent } from './team.events'
import { teamHistoryMessages, teamHistoryTranslations } from './team.history.messages'

const say = sayer(teamHistoryMessages, teamHistoryTranslations)

/** The team's own events in the activity feed; invites are their own feature's (see invites.history.ts). */
export const teamHistory = defineHistory<Exclude<TeamEvent, InviteCreated | InviteRevoked>>({
  label: (language) => say({ language })('label'),
  sentences: {
    TeamCreated: (d, c) => say(c)('created', { actor: c.actor, name: quoted(d.name, c.language) }),
    TeamRenamed: (d, c) => say(c)('renamed', { actor: c.actor, name: quoted(d.name, c.language) }),
    TeamDetailsChanged: (d, c) =>
      say(c)('detailsChanged', { actor: c.actor, ageGroup: d.ageGroup, timeZone: d.timeZone }),
    TeamLanguageChanged: (d, c) => say(c)('languageChanged', { actor: c.actor, language: languages[d.language].name }),
    MemberJoined: (d, c) =>
      say(c)('joined', { member: c.names.member(d.userId), role: say(c)('role', { role: d.role }) }),
    MemberRoleChanged: (d, c) =>
      say(c)('roleChanged', {
        actor: c.actor,
        member: c.names.member(d.userId),
        role: say(c)('role', { role: d.role }),
      }),
    MemberRemoved: (d, c) =>
      d.userId === c.actorId
        ? say(c)('left', { actor: c.actor })
        : say(c)('removed', { actor: c.actor, member: c.names.member(d.userId) }),
  },
})
