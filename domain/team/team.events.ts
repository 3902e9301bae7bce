import type { DomainEvent } from '../shared/events';
import type { AgeGroup } from './team.schemas';

export type TeamCreated = DomainEvent<
  'TeamCreated',
  { teamId: string; name: string; ageGroup: AgeGroup; timeZone: string; createdAt: string }
>;
export type TeamRenamed = DomainEvent<'TeamRenamed', { teamId: string; name: string; renamedAt: string }>;

export type TeamEvent = TeamCreated | TeamRenamed;

export const teamStreamId = (teamId: string) => `team-${teamId}`;
