import { assertNever, type Decider } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { CreateTeam, RenameTeam, TeamCommand } from './team.commands';
import type { TeamEvent } from './team.events';

export type TeamState = { status: 'new' } | { status: 'active'; name: string };

const createTeam = (command: CreateTeam, state: TeamState): TeamEvent[] => {
  if (state.status !== 'new') throw new ConflictError('This team already exists.');
  const { teamId, name, ageGroup, timeZone } = command.data;
  return [
    {
      type: 'TeamCreated',
      data: { teamId, name, ageGroup, timeZone, createdAt: command.metadata.now.toISOString() },
    },
  ];
};

const renameTeam = (command: RenameTeam, state: TeamState): TeamEvent[] => {
  if (state.status !== 'active') throw new NotFoundError('Team not found.');
  if (state.name === command.data.name) return [];
  return [
    {
      type: 'TeamRenamed',
      data: { teamId: command.data.teamId, name: command.data.name, renamedAt: command.metadata.now.toISOString() },
    },
  ];
};

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: () => ({ status: 'new' }),
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateTeam':
        return createTeam(command, state);
      case 'RenameTeam':
        return renameTeam(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'TeamCreated':
      case 'TeamRenamed':
        return { status: 'active', name: event.data.name };
      default:
        return assertNever(event);
    }
  },
};
