import { route } from '../../../test/route-fixtures'

/** How to call each team and invite route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/team', {}),
  route('PATCH /api/team', {
    validBody: () => ({ name: 'Riverside U10', ageGroup: 'U10', timeZone: 'Europe/London' }),
    // The team keeps its name, so later cells still recognise it.
    request: (_ids, _caller, team) => ({ body: { name: team.name, ageGroup: 'U10', timeZone: 'Europe/London' } }),
  }),
  route('GET /api/team/members', {}),
  route('PATCH /api/team/members/:userId', {
    validBody: () => ({ role: 'parent' }),
    ids: async (team) => ({ userId: (await team.addMember()).userId }),
    request: () => ({ body: { role: 'volunteer' } }),
  }),
  route('DELETE /api/team/members/:userId', {
    ids: async (team) => ({ userId: (await team.addMember()).userId }),
    status: 204,
  }),
  // Each cell's caller is a new member: one whose only team this is is refused (409, pointing to account
  // deletion); one in two teams leaves the one they act in (204). More of leaving in team-leave.test.ts.
  route('POST /api/team/leave', { status: (teams) => (teams > 1 ? 204 : 409), actsOnCaller: true }),
  route('GET /api/invites', {}),
  route('POST /api/invites', {
    validBody: () => ({ relationship: 'parent_guardian' }),
    // Coaches invite staff and parents; parents invite their family.
    request: (_ids, caller) => ({ body: { relationship: caller.role === 'coach' ? 'parent_guardian' : 'spouse' } }),
    status: 201,
  }),
  route('GET /api/invites/:code', {
    ids: async (team) => ({ code: (await team.invite()).code }),
  }),
  route('DELETE /api/invites/:id', {
    ids: async (team) => ({ id: (await team.invite('assistant_coach')).id }),
    status: 204,
  }),
]
