import type { Team } from '@teamspace/domain/team/team.schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';

export const findTeam = async (db: Kysely<DB>, teamId: string): Promise<Team | null> => {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    ageGroup: row.age_group as Team['ageGroup'],
    timeZone: row.time_zone,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
};
