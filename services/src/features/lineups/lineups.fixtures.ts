import { ORIGIN } from '../../../test/app'
import { appOf, daysFromToday, route, type TeamContext } from '../../../test/route-fixtures'

const fiveSlots = ['gk', 'lb', 'rb', 'cm', 'st'] as const

/** An upcoming game (a week from today) with five players to place on a 5v5 formation. */
const game = async (team: TeamContext) => {
  const { id } = await team.scheduleCalendarEvent({ type: 'game', opponent: 'Rovers' })
  const players = await Promise.all(fiveSlots.map(() => team.addPlayer()))
  return {
    calendarEventId: id,
    ...Object.fromEntries(players.map((player, index) => [`player${index}`, player.id])),
  } as { calendarEventId: string } & Record<`player${number}`, string>
}

const lineupOf = (ids: Record<string, string>) => ({
  format: '5v5',
  starters: fiveSlots.map((slotId, index) => ({ slotId, playerId: ids[`player${index}`]! })),
  bench: [],
})

/** The same game with the full lineup saved by its coach: ready to publish. */
const savedGame = async (team: TeamContext) => {
  const ids = await game(team)
  const response = await appOf(team).inject({
    method: 'PUT',
    url: `/api/games/${ids.calendarEventId}/lineup`,
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
    payload: lineupOf(ids),
  })
  if (response.statusCode !== 200) throw new Error(`saving a lineup: ${response.statusCode} ${response.body}`)
  return ids
}

/** How to call each lineups route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/games/:calendarEventId/lineup', { ids: game }),
  route('PUT /api/games/:calendarEventId/lineup', {
    validBody: ({ ids }) => ({
      format: '7v7',
      starters: [{ slotId: 'gk', playerId: ids.playerId }],
      bench: [],
    }),
    ids: game,
    request: (ids) => ({ body: lineupOf(ids) }),
  }),
  route('POST /api/games/:calendarEventId/lineup/publish', {
    validBody: () => ({ publishAt: '2030-05-01T09:30:00+02:00' }),
    ids: savedGame,
    request: () => ({ body: { publishAt: null } }),
  }),
  route('DELETE /api/games/:calendarEventId/lineup/publish', { ids: savedGame }),
  // The "as of" view (see lineups.as-of.ts), mounted by the history.
  route('GET /api/history/as-of/games/:calendarEventId/lineup', {
    ids: savedGame,
    request: () => ({ query: { date: daysFromToday(0) } }),
  }),
]
