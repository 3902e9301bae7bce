import { route } from '../../../test/route-fixtures'

/** How to call each account route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  // Each cell deletes a new member's own account (a parent's, an assistant coach's), never the team's fixtures.
  route('DELETE /api/account', {
    // The coach is the team's only coach: the valid request is refused (409), so the fixtures stay.
    validBody: ({ coach }) => ({ confirm: true, currentPassword: coach.password }),
    request: (_ids, caller) => ({ body: { confirm: true, currentPassword: caller.password } }),
    status: 204,
    actsOnCaller: true,
  }),
  route('GET /api/auth/session', { hostileTeamNames: true }),
  route('GET /api/auth/providers', {}),
  // To the team the caller is in already: the one team every fixture caller belongs to.
  route('PUT /api/auth/session/team', {
    hostileTeamNames: true,
    validBody: ({ coach }) => ({ teamId: coach.teamId }),
    request: (_ids, _caller, team) => ({ body: { teamId: team.teamId } }),
  }),
  // Without Google configured, both send the browser back to the sign-in page with a reason.
  route('GET /api/auth/google', { status: 302 }),
  route('GET /api/auth/google/callback', { status: 302 }),
  route('POST /api/auth/sign-in', {
    validBody: ({ coach }) => ({ email: coach.email, password: coach.password }),
    request: (_ids, caller) => ({ body: { email: caller.email, password: caller.password } }),
  }),
  route('POST /api/auth/setup', {
    validBody: () => ({
      email: 'founder@example.org',
      password: 'secret123',
      name: 'New Coach',
      teamName: 'Hostile FC',
      ageGroup: 'U10',
      timeZone: 'Europe/London',
    }),
    request: (_ids, _caller, team) => ({
      body: {
        email: team.newEmail(),
        password: 'secret123',
        name: 'Founding Coach',
        teamName: 'Founded Elsewhere FC',
        ageGroup: 'U10',
        timeZone: 'Europe/London',
      },
    }),
    status: 201,
  }),
  route('POST /api/auth/register', {
    validBody: ({ ids }) => ({
      email: 'someone-new@example.org',
      password: 'secret123',
      name: 'New Parent',
      role: 'parent',
      inviteCode: ids.code,
    }),
    ids: async (team) => ({ inviteCode: (await team.invite()).code }),
    request: ({ inviteCode }, _caller, team) => ({
      body: { email: team.newEmail(), password: 'secret123', name: 'Joining Parent', role: 'parent', inviteCode },
    }),
    status: 201,
  }),
  // Joining a third team, made afresh for each cell, by a new member (joining moves their session into it).
  route('POST /api/auth/join', {
    // The coach's own team's invite: they are a member already, so it is refused (409).
    validBody: ({ ids }) => ({ role: 'parent', inviteCode: ids.code }),
    request: async (_ids, _caller, team) => ({
      body: { role: 'parent', inviteCode: (await team.inviteToNewTeam()).code },
    }),
    status: 201,
    actsOnCaller: true,
  }),
  route('POST /api/auth/teams', {
    validBody: () => ({ teamName: 'Second Hostile FC', ageGroup: 'U12', timeZone: 'Europe/London' }),
    request: () => ({ body: { teamName: 'Second Team FC', ageGroup: 'U12', timeZone: 'Europe/London' } }),
    status: 201,
    actsOnCaller: true,
  }),
  route('PUT /api/account/language', {
    validBody: () => ({ language: 'de' }),
    request: () => ({ body: { language: 'de' } }),
  }),
  route('POST /api/auth/sign-out', { endsSession: true, status: 204 }),
  route('POST /api/auth/password-reset', {
    validBody: () => ({ email: 'nobody@example.org' }),
    request: (_ids, caller) => ({ body: { email: caller.email } }),
    status: 202,
  }),
  route('POST /api/auth/password-reset/confirm', {
    validBody: () => ({ token: 'not-a-real-token', password: 'secret123' }),
    ids: async (team) => ({ token: await team.resetToken((await team.addMember()).email) }),
    request: ({ token }) => ({ body: { token, password: 'secret123' } }),
  }),
  // The same password again: the caller can still sign in afterwards.
  route('POST /api/auth/password', {
    // A wrong current password: a hostile new one never replaces the coach's own.
    validBody: () => ({ currentPassword: 'not-the-password', newPassword: 'secret456' }),
    request: (_ids, caller) => ({ body: { currentPassword: caller.password, newPassword: caller.password } }),
  }),
]
