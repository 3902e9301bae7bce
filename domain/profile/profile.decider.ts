import type { Decider } from '../shared/decider'
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

export const profileStreamId = (userId: string) => `profile-${userId}`

export const profileDecider: Decider<null, UpdateProfile, ProfileUpdated> = {
  initialState: () => null,
  decide: ({ data, metadata }) =>
    data.changedFields.length === 0
      ? []
      : [
          {
            type: 'ProfileUpdated',
            data: { userId: data.userId, changedFields: data.changedFields, updatedAt: metadata.now.toISOString() },
          },
        ],
  evolve: () => null,
}
