import type { Relationship } from '../invites/relationships'
import type { Command } from '../shared/events'
import type { Language } from '../shared/languages'
import type { Role } from '../shared/roles'
import type { AgeGroup, CreateTeamInput } from './team.schemas'

/** Creating a team makes its founder the first coach. */
export type CreateTeam = Command<'CreateTeam', CreateTeamInput & { teamId: string; founderId: string }>
export type RenameTeam = Command<'RenameTeam', { teamId: string; name: string }>
export type ChangeTeamSettings = Command<
  'ChangeTeamSettings',
  { teamId: string; name: string; ageGroup: AgeGroup; timeZone: string; language?: Language | undefined }
>
export type CreateInvite = Command<
  'CreateInvite',
  { teamId: string; inviteId: string; relationship: Relationship; invitedBy: string }
>
export type RevokeInvite = Command<'RevokeInvite', { teamId: string; inviteId: string }>
/** `requestedRole` is what the person picked on the register screen: Parent or Coach. */
export type JoinTeam = Command<
  'JoinTeam',
  { teamId: string; userId: string; inviteId: string; requestedRole: 'parent' | 'coach' }
>
export type ChangeMemberRole = Command<'ChangeMemberRole', { teamId: string; userId: string; role: Role }>
export type RemoveMember = Command<'RemoveMember', { teamId: string; userId: string }>

export type TeamCommand =
  | CreateTeam
  | RenameTeam
  | ChangeTeamSettings
  | CreateInvite
  | RevokeInvite
  | JoinTeam
  | ChangeMemberRole
  | RemoveMember
