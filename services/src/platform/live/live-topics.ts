import type { RecordedEvent } from '@teamspace/domain/shared/events'

/**
 * Which query families of the web app an event changes: the first element of their TanStack Query keys.
 * Features add their event types here; an event that changes no query names none.
 */
const topicsByEventType: Readonly<Record<string, readonly string[]>> = {
  TeamCreated: ['team'],
  TeamRenamed: ['team'],
  TeamDetailsChanged: ['team'],
  MemberJoined: ['team'],
  MemberRoleChanged: ['team'],
  MemberRemoved: ['team'],
  InviteCreated: ['team'],
  InviteRevoked: ['team'],
  // Names show in member lists, so a profile change refreshes those too.
  ProfileUpdated: ['profile', 'team'],
  PlayerAdded: ['players'],
  PlayerUpdated: ['players'],
  PlayerPhotoChanged: ['players'],
  PlayerRemoved: ['players', 'stats'],
  StatLineRecorded: ['players', 'stats'],
}

export const liveTopicsFor = (event: Pick<RecordedEvent, 'type'>): readonly string[] =>
  topicsByEventType[event.type] ?? []
