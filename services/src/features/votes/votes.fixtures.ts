import { daysFromToday, route, type TeamContext } from '../../../test/route-fixtures'

/** An open voting, and a player with no family in the team: anyone may vote for them. */
const openVoting = async (team: TeamContext) => ({
  votingId: (await team.openVoting()).id,
  playerId: (await team.addPlayer()).id,
})

/** A game today, which the suggestions offer and a voting may be started for. */
const gameToday = async (team: TeamContext) => ({
  calendarEventId: (
    await team.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers', date: daysFromToday(0) })
  ).id,
})

/** How to call each player-of-the-match route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/votings', {}),
  route('GET /api/votings/awards', {}),
  route('POST /api/votings', {
    validBody: ({ ids }) => ({ calendarEventId: ids.calendarEventId }),
    ids: gameToday,
    request: ({ calendarEventId }) => ({ body: { calendarEventId } }),
    status: 201,
  }),
  route('POST /api/votings/custom', {
    validBody: () => ({ title: 'Friendly vs Lakeside', date: '2026-05-01', time: '15:00' }),
    request: () => ({ body: { title: 'Friendly vs Lakeside', date: daysFromToday(-2), time: '11:00' } }),
    status: 201,
  }),
  route('POST /api/votings/:votingId/votes', {
    // The coach is this player's parent: the vote is refused for that, after every value has passed the edge.
    validBody: ({ ids }) => ({ playerId: ids.playerId, reason: 'Two great saves' }),
    ids: openVoting,
    request: ({ playerId }) => ({ body: { playerId, reason: 'Two great saves' } }),
    status: 201,
  }),
  route('POST /api/votings/:votingId/close', { ids: async (team) => ({ votingId: (await team.openVoting()).id }) }),
]
