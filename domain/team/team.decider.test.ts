import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors';
import { specFor, testMetadata } from '../shared/testing';
import { teamDecider } from './team.decider';
import type { TeamEvent } from './team.events';
import { createTeamSchema } from './team.schemas';

const spec = specFor(teamDecider);
const metadata = testMetadata();
const created: TeamEvent = {
  type: 'TeamCreated',
  data: { teamId: 't1', name: 'Riverside U10', ageGroup: 'U10', timeZone: 'Europe/London', createdAt: metadata.now.toISOString() },
};

describe('team decider', () => {
  describe('when the team does not exist yet', () => {
    it('creates it', () =>
      spec([])
        .when({
          type: 'CreateTeam',
          data: { teamId: 't1', name: 'Riverside U10', ageGroup: 'U10', timeZone: 'Europe/London' },
          metadata,
        })
        .then([created]));

    it('cannot rename it', () =>
      spec([])
        .when({ type: 'RenameTeam', data: { teamId: 't1', name: 'Other' }, metadata })
        .thenThrows(NotFoundError, 'Team not found.'));
  });

  describe('when the team exists', () => {
    it('refuses to create it twice', () =>
      spec([created])
        .when({
          type: 'CreateTeam',
          data: { teamId: 't1', name: 'Again', ageGroup: 'U8', timeZone: 'UTC' },
          metadata,
        })
        .thenThrows(ConflictError));

    it('renames it', () =>
      spec([created])
        .when({ type: 'RenameTeam', data: { teamId: 't1', name: 'Riverside Rovers' }, metadata })
        .then([
          { type: 'TeamRenamed', data: { teamId: 't1', name: 'Riverside Rovers', renamedAt: metadata.now.toISOString() } },
        ]));

    it('records nothing when the name is unchanged', () =>
      spec([created]).when({ type: 'RenameTeam', data: { teamId: 't1', name: 'Riverside U10' }, metadata }).then([]));
  });
});

describe('team input', () => {
  const messageFor = (input: unknown) => createTeamSchema.safeParse(input).error?.issues[0]?.message;

  it('requires a team name, trimmed', () => {
    expect(messageFor({ name: '   ', ageGroup: 'U10', timeZone: 'UTC' })).toBe('Team name is required');
    expect(createTeamSchema.parse({ name: '  Rovers ', ageGroup: 'U10', timeZone: 'UTC' }).name).toBe('Rovers');
  });

  it('requires one of the age groups', () => {
    expect(messageFor({ name: 'Rovers', timeZone: 'UTC' })).toBe('Age group is required');
    expect(messageFor({ name: 'Rovers', ageGroup: 'U9', timeZone: 'UTC' })).toBe('Age group is required');
    expect(createTeamSchema.safeParse({ name: 'Rovers', ageGroup: 'Adult', timeZone: 'UTC' }).success).toBe(true);
  });

  it('rejects an unknown time zone', () => {
    expect(messageFor({ name: 'Rovers', ageGroup: 'U10', timeZone: 'Mars/Olympus' })).toBe('Please choose a valid time zone');
  });
});
