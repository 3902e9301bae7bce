import type { TeamEvent } from '@teamspace/domain/team/team.events';
import type { Projection } from '../../platform/projections/registry';

export const teamProjection: Projection = {
  name: 'teams',
  version: 1,
  tables: ['teams'],
  handles: ['TeamCreated', 'TeamRenamed'],
  apply: async (recorded, db) => {
    const event = recorded as unknown as TeamEvent;
    switch (event.type) {
      case 'TeamCreated': {
        const { teamId, name, ageGroup, timeZone, createdAt } = event.data;
        await db
          .insertInto('teams')
          .values({ id: teamId, name, age_group: ageGroup, time_zone: timeZone, created_at: createdAt, updated_at: createdAt })
          .execute();
        return;
      }
      case 'TeamRenamed':
        await db
          .updateTable('teams')
          .set({ name: event.data.name, updated_at: event.data.renamedAt })
          .where('id', '=', event.data.teamId)
          .execute();
        return;
    }
  },
};
