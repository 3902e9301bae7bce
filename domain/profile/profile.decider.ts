import { assertNever, type Decider } from '../shared/decider'
import type { Command, DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The signed-in person's own profile. */
    profile: true
  }
}

/**
 * The profile's contents are personal data kept in an erasable table; the log only records that a profile
 * changed and which fields, so the history shows the change without holding a phone number or an address.
 */
export const profileFields = [
  'name',
  'phoneNumber',
  'address',
  'emergencyContact',
  'emergencyPhone',
  'privacy',
] as const
export type ProfileField = (typeof profileFields)[number]

export type UpdateProfile = Command<'UpdateProfile', { userId: string; changedFields: ProfileField[] }>
export type ProfileUpdated = DomainEvent<
  'ProfileUpdated',
  { userId: string; changedFields: ProfileField[]; updatedAt: string }
>

/**
 * Someone who belongs to no team deleted their account (a member's deletion is their `MemberRemoved` on the
 * team's stream, where the last-coach rule is decided). Carries the account's id only.
 */
export type DeleteAccount = Command<'DeleteAccount', { userId: string }>
export type AccountDeleted = DomainEvent<'AccountDeleted', { userId: string; deletedAt: string }>

export type ProfileCommand = UpdateProfile | DeleteAccount
export type ProfileEvent = ProfileUpdated | AccountDeleted

export const profileStreamId = (userId: string) => `profile-${userId}`

const updateProfile = ({ data, metadata }: UpdateProfile): ProfileEvent[] =>
  data.changedFields.length === 0
    ? []
    : [
        {
          type: 'ProfileUpdated',
          data: { userId: data.userId, changedFields: data.changedFields, updatedAt: metadata.now.toISOString() },
        },
      ]

const deleteAccount = ({ data, metadata }: DeleteAccount): ProfileEvent[] => [
  { type: 'AccountDeleted', data: { userId: data.userId, deletedAt: metadata.now.toISOString() } },
]

export const profileDecider: Decider<null, ProfileCommand, ProfileEvent> = {
  initialState: () => null,
  decide: (command) => {
    switch (command.type) {
      case 'UpdateProfile':
        return updateProfile(command)
      case 'DeleteAccount':
        return deleteAccount(command)
      default:
        return assertNever(command)
    }
  },
  evolve: () => null,
}
