import {
  INVITE_LIFETIME_DAYS,
  isFamilyRelationship,
  relationshipFor,
  type Relationship,
} from '../invites/relationships'
import { authMessages } from '../account/account.schemas'
import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import { isCoachLike, type Role } from '../shared/roles'
import { defaultLanguage, type Language } from '../shared/languages'
import type {
  ChangeMemberRole,
  ChangeTeamSettings,
  CreateInvite,
  CreateTeam,
  JoinTeam,
  RemoveMember,
  RenameTeam,
  RevokeInvite,
  TeamCommand,
} from './team.commands'
import type { TeamEvent } from './team.events'
import type { AgeGroup } from './team.schemas'

export interface Member {
  readonly role: Role
  readonly familyId: string
}

export interface Invite {
  readonly role: Role
  readonly relationship: Relationship
  readonly familyId: string | null
  readonly createdBy: string
  readonly expiresAt: string
  readonly revoked: boolean
}

export interface ActiveTeam {
  readonly status: 'active'
  readonly name: string
  readonly ageGroup: AgeGroup
  readonly timeZone: string
  readonly language: Language
  /** Keyed by user id. A Map, so an id such as `__proto__` is just an id nobody has. */
  readonly members: ReadonlyMap<string, Member>
  readonly invites: ReadonlyMap<string, Invite>
}

export type TeamState = { readonly status: 'new' } | ActiveTeam

export const LAST_COACH_MESSAGE = 'A team needs at least one coach.'
const DAY_MS = 24 * 60 * 60 * 1000

const activeTeam = (state: TeamState): ActiveTeam => {
  if (state.status !== 'active') throw new NotFoundError('Team not found.')
  return state
}

const memberOf = (team: ActiveTeam, userId: string): Member => {
  const member = team.members.get(userId)
  if (!member) throw new NotFoundError('Member not found.')
  return member
}

const coachCount = (team: ActiveTeam) => [...team.members.values()].filter((m) => m.role === 'coach').length

const createTeam = ({ data, metadata }: CreateTeam, state: TeamState): TeamEvent[] => {
  if (state.status !== 'new') throw new ConflictError('This team already exists.')
  const at = metadata.now.toISOString()
  return [
    {
      type: 'TeamCreated',
      data: {
        teamId: data.teamId,
        name: data.name,
        ageGroup: data.ageGroup,
        timeZone: data.timeZone,
        language: data.language ?? defaultLanguage,
        createdAt: at,
      },
    },
    {
      type: 'MemberJoined',
      data: {
        teamId: data.teamId,
        userId: data.founderId,
        role: 'coach',
        familyId: data.founderId,
        inviteId: null,
        joinedAt: at,
      },
    },
  ]
}

const renameTeam = ({ data, metadata }: RenameTeam, state: TeamState): TeamEvent[] => {
  const team = activeTeam(state)
  if (team.name === data.name) return []
  return [
    { type: 'TeamRenamed', data: { teamId: data.teamId, name: data.name, renamedAt: metadata.now.toISOString() } },
  ]
}

const changeTeamSettings = (command: ChangeTeamSettings, state: TeamState): TeamEvent[] => {
  const team = activeTeam(state)
  const { teamId, ageGroup, timeZone, language } = command.data
  const changedAt = command.metadata.now.toISOString()
  const events = renameTeam({ ...command, type: 'RenameTeam' }, state)
  if (team.ageGroup !== ageGroup || team.timeZone !== timeZone) {
    events.push({ type: 'TeamDetailsChanged', data: { teamId, ageGroup, timeZone, changedAt } })
  }
  if (language !== undefined && team.language !== language) {
    events.push({ type: 'TeamLanguageChanged', data: { teamId, language, changedAt } })
  }
  return events
}

/**
 * The link an inviter already has for this relationship and may hand out again: theirs, not revoked, not
 * expired. Opening the invite dialog twice gives the same link, not a second one.
 */
export const reusableInvite = (
  team: ActiveTeam,
  invitedBy: string,
  relationship: Relationship,
  now: Date,
): string | undefined =>
  [...team.invites].find(
    ([, invite]) => invite.createdBy === invitedBy && invite.relationship === relationship && isUsable(invite, now),
  )?.[0]

const createInvite = ({ data, metadata }: CreateInvite, state: TeamState): TeamEvent[] => {
  const team = activeTeam(state)
  const inviter = team.members.get(data.invitedBy)
  if (!inviter) throw new ForbiddenError('Only members of the team can invite people.')
  const relationship = relationshipFor(data.relationship)
  const family = isFamilyRelationship(data.relationship)
  // Coaches bring in parents and staff; everyone else brings in their own family (ARCHITECTURE §8).
  if (!relationship || family === isCoachLike(inviter.role)) {
    throw new ForbiddenError('You cannot send this kind of invite.')
  }
  if (reusableInvite(team, data.invitedBy, data.relationship, metadata.now)) return []
  return [
    {
      type: 'InviteCreated',
      data: {
        teamId: data.teamId,
        inviteId: data.inviteId,
        role: relationship.role,
        relationship: relationship.value,
        familyId: family ? inviter.familyId : null,
        createdBy: data.invitedBy,
        createdAt: metadata.now.toISOString(),
        expiresAt: new Date(metadata.now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS).toISOString(),
      },
    },
  ]
}

const revokeInvite = ({ data, metadata }: RevokeInvite, state: TeamState): TeamEvent[] => {
  const invite = activeTeam(state).invites.get(data.inviteId)
  if (!invite) throw new NotFoundError('Invite not found.')
  if (invite.revoked) return []
  return [
    {
      type: 'InviteRevoked',
      data: { teamId: data.teamId, inviteId: data.inviteId, revokedAt: metadata.now.toISOString() },
    },
  ]
}

export const isUsable = (invite: Invite | undefined, now: Date): invite is Invite =>
  invite !== undefined && !invite.revoked && now < new Date(invite.expiresAt)

const joinTeam = ({ data, metadata }: JoinTeam, state: TeamState): TeamEvent[] => {
  const team = activeTeam(state)
  const invite = team.invites.get(data.inviteId)
  if (!isUsable(invite, metadata.now))
    throw new ValidationError(authMessages['invalid-invite'], { code: 'invalid-invite' })
  if (team.members.has(data.userId)) throw new ConflictError(authMessages['already-member'], { code: 'already-member' })
  const grantsCoachRole = isCoachLike(invite.role)
  if (data.requestedRole === 'coach' && !grantsCoachRole) {
    throw new ForbiddenError(authMessages['coach-invite-required'], { code: 'coach-invite-required' })
  }
  // Someone who chose Parent joins as a parent even with a staff invite: never more than they asked for.
  const role: Role = data.requestedRole === 'parent' && grantsCoachRole ? 'parent' : invite.role
  return [
    {
      type: 'MemberJoined',
      data: {
        teamId: data.teamId,
        userId: data.userId,
        role,
        familyId: invite.familyId ?? data.userId,
        inviteId: data.inviteId,
        joinedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const changeMemberRole = ({ data, metadata }: ChangeMemberRole, state: TeamState): TeamEvent[] => {
  const team = activeTeam(state)
  const member = memberOf(team, data.userId)
  if (member.role === data.role) return []
  if (member.role === 'coach' && coachCount(team) === 1) throw new ConflictError(LAST_COACH_MESSAGE)
  return [
    {
      type: 'MemberRoleChanged',
      data: { teamId: data.teamId, userId: data.userId, role: data.role, changedAt: metadata.now.toISOString() },
    },
  ]
}

const removeMember = ({ data, metadata }: RemoveMember, state: TeamState): TeamEvent[] => {
  const team = activeTeam(state)
  const member = memberOf(team, data.userId)
  if (member.role === 'coach' && coachCount(team) === 1) throw new ConflictError(LAST_COACH_MESSAGE)
  return [
    {
      type: 'MemberRemoved',
      data: { teamId: data.teamId, userId: data.userId, removedAt: metadata.now.toISOString() },
    },
  ]
}

const evolveActive = (team: ActiveTeam, event: Exclude<TeamEvent, { type: 'TeamCreated' }>): ActiveTeam => {
  switch (event.type) {
    case 'TeamRenamed':
      return { ...team, name: event.data.name }
    case 'TeamDetailsChanged':
      return { ...team, ageGroup: event.data.ageGroup, timeZone: event.data.timeZone }
    case 'TeamLanguageChanged':
      return { ...team, language: event.data.language }
    case 'MemberJoined':
      return {
        ...team,
        members: new Map(team.members).set(event.data.userId, { role: event.data.role, familyId: event.data.familyId }),
      }
    case 'MemberRoleChanged':
      return {
        ...team,
        members: new Map(team.members).set(event.data.userId, {
          ...memberOf(team, event.data.userId),
          role: event.data.role,
        }),
      }
    case 'MemberRemoved': {
      const members = new Map(team.members)
      members.delete(event.data.userId)
      return { ...team, members }
    }
    case 'InviteCreated': {
      const { inviteId, role, relationship, familyId, createdBy, expiresAt } = event.data
      return {
        ...team,
        invites: new Map(team.invites).set(inviteId, {
          role,
          relationship,
          familyId,
          createdBy,
          expiresAt,
          revoked: false,
        }),
      }
    }
    case 'InviteRevoked': {
      const invite = team.invites.get(event.data.inviteId)
      return invite
        ? { ...team, invites: new Map(team.invites).set(event.data.inviteId, { ...invite, revoked: true }) }
        : team
    }
    default:
      return assertNever(event)
  }
}

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: () => ({ status: 'new' }),
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateTeam':
        return createTeam(command, state)
      case 'RenameTeam':
        return renameTeam(command, state)
      case 'ChangeTeamSettings':
        return changeTeamSettings(command, state)
      case 'CreateInvite':
        return createInvite(command, state)
      case 'RevokeInvite':
        return revokeInvite(command, state)
      case 'JoinTeam':
        return joinTeam(command, state)
      case 'ChangeMemberRole':
        return changeMemberRole(command, state)
      case 'RemoveMember':
        return removeMember(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    if (event.type === 'TeamCreated') {
      const { name, ageGroup, timeZone, language } = event.data
      return { status: 'active', name, ageGroup, timeZone, language, members: new Map(), invites: new Map() }
    }
    return evolveActive(activeTeam(state), event)
  },
}
