import type { Command } from '../shared/events';
import type { CreateTeamInput } from './team.schemas';

export type CreateTeam = Command<'CreateTeam', CreateTeamInput & { teamId: string }>;
export type RenameTeam = Command<'RenameTeam', { teamId: string; name: string }>;

export type TeamCommand = CreateTeam | RenameTeam;
