import type { Relationship } from '../invites/relationships'
import type { DomainEvent } from '../shared/events'
import type { Language } from '../shared/languages'
import type { Role } from '../shared/roles'
import type { AgeGroup } from './team.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The team, its members and its invites. */
    team: true
  }
}

/**
 * The team stream holds the team, its invites and the changes to its members (roles, removals), so that its
 * rules (at least one coach, an invite used only while valid) are decided on one stream. A member joining
 * through an invite starts a stream of their own (`membershipStreamId`), on the condition that the team's
 * stream is still as read: people joining through one link at once never collide, and a revoked invite
 * stops them all. No personal data here:
 * names and contact details live in the erasable profile table.
 */
/**
 * `language` is the team's own: what new members are first spoken to in, and what mails to members who never chose a
 * language speak (team.upcasters.ts: teams created before it are English).
 */
export type TeamCreated = DomainEvent<
  'TeamCreated',
  { teamId: string; name: string; ageGroup: AgeGroup; timeZone: string; language: Language; createdAt: string }
>
export type TeamRenamed = DomainEvent<'TeamRenamed', { teamId: string; name: string; renamedAt: string }>
export type TeamDetailsChanged = DomainEvent<
  'TeamDetailsChanged',
  { teamId: string; ageGroup: AgeGroup; timeZone: string; changedAt: string }
>
export type TeamLanguageChanged = DomainEvent<
  'TeamLanguageChanged',
  { teamId: string; language: Language; changedAt: string }
>
export type MemberJoined = DomainEvent<
  'MemberJoined',
  { teamId: string; userId: string; role: Role; familyId: string; inviteId: string | null; joinedAt: string }
>
export type MemberRoleChanged = DomainEvent<
  'MemberRoleChanged',
  { teamId: string; userId: string; role: Role; changedAt: string }
>
export type MemberRemoved = DomainEvent<'MemberRemoved', { teamId: string; userId: string; removedAt: string }>
export type InviteCreated = DomainEvent<
  'InviteCreated',
  {
    teamId: string
    inviteId: string
    role: Role
    relationship: Relationship
    /** Set for family invites: who joins becomes part of this family. */
    familyId: string | null
    createdBy: string
    createdAt: string
    expiresAt: string
  }
>
export type InviteRevoked = DomainEvent<'InviteRevoked', { teamId: string; inviteId: string; revokedAt: string }>

export type TeamEvent =
  | TeamCreated
  | TeamRenamed
  | TeamDetailsChanged
  | TeamLanguageChanged
  | MemberJoined
  | MemberRoleChanged
  | MemberRemoved
  | InviteCreated
  | InviteRevoked

export const teamEventTypes = [
  'TeamCreated',
  'TeamRenamed',
  'TeamDetailsChanged',
  'TeamLanguageChanged',
  'MemberJoined',
  'MemberRoleChanged',
  'MemberRemoved',
  'InviteCreated',
  'InviteRevoked',
] as const satisfies readonly TeamEvent['type'][]

export const teamStreamId = (teamId: string) => `team-${teamId}`

/**
 * One member's own stream in a team: their joins through an invite. Joins recorded before these streams existed
 * stay on the team stream; the team's decisions read both.
 */
export const membershipStreamId = (teamId: string, userId: string) => `member-${teamId}-${userId}`

/** What every membership stream of a team starts with: how the team's decisions find them. */
export const membershipStreamPrefix = (teamId: string) => `member-${teamId}-`
