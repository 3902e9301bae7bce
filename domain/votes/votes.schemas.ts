import { z } from 'zod'
import { calendarDate, idSchema, safeText } from '../shared/safe-input'

/** The custom game's default kick-off (spec §9). */
export const CUSTOM_GAME_TIME = '15:00'
export const VOTE_REASON_MAX = 280
export const GAME_TITLE_MAX = 120

/** Games suggested for a voting start at most this long ahead and at least this long ago (spec §9). */
export const SUGGESTION_WINDOW = { daysAhead: 1, daysPast: 7 } as const

export const votingMessages = {
  alreadyVoted: 'You have already voted in this session.',
  ownChild: 'You cannot vote for your own child. Please select another player.',
  alreadyExists: 'A Player of the Match voting already exists for this game.',
  createFailed: 'Failed to create voting session. Please try again.',
  ownChildrenNote: 'Parents cannot vote for their own children.',
  /** Beyond the spec's words: the form's and the server's other refusals. */
  playerRequired: 'Please select a player.',
  titleRequired: 'Game title is required',
  dateRequired: 'Game date is required',
  timeInvalid: 'Please enter a time such as 15:00.',
  reasonLong: `Keep the reason under ${VOTE_REASON_MAX} characters.`,
  closed: 'This voting has been closed.',
  notFound: 'This voting no longer exists.',
  playerNotFound: 'Player not found.',
  gameNotFound: 'This game no longer exists.',
  notAGame: 'Only games can have a Player of the Match voting.',
  voteFailed: 'Failed to record your vote. Please try again.',
  closeFailed: 'Failed to close the voting. Please try again.',
  confirmClose: 'Close this voting? The winner is decided by the votes in now, and a closed voting cannot be reopened.',
} as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** POST /api/votings: Start Voting on one of the suggested calendar games. */
export const openGameVotingSchema = z.object({
  calendarEventId: idSchema(votingMessages.gameNotFound),
})
export type OpenGameVotingInput = z.input<typeof openGameVotingSchema>

/** POST /api/votings/custom: a game that is not on the calendar (spec §5: title trimmed and required, date required). */
export const openCustomVotingSchema = z.object({
  title: safeText({ max: GAME_TITLE_MAX, error: votingMessages.titleRequired }).min(1, votingMessages.titleRequired),
  date: z
    .string({ error: votingMessages.dateRequired })
    .min(1, votingMessages.dateRequired)
    .pipe(calendarDate(votingMessages.dateRequired)),
  // Left empty, the game is at the default time.
  time: z
    .string({ error: votingMessages.timeInvalid })
    .max(5, votingMessages.timeInvalid)
    .refine((time) => time === '' || TIME.test(time), votingMessages.timeInvalid)
    .optional()
    .transform((time) => time || CUSTOM_GAME_TIME),
})
export type OpenCustomVotingInput = z.input<typeof openCustomVotingSchema>

/** POST /api/votings/:votingId/votes (spec §5: a player must be chosen; the reason is optional). */
export const castVoteSchema = z.object({
  playerId: z
    .string({ error: votingMessages.playerRequired })
    .min(1, votingMessages.playerRequired)
    .pipe(idSchema(votingMessages.playerNotFound)),
  reason: safeText({ max: VOTE_REASON_MAX, maxMessage: votingMessages.reasonLong }).optional().default(''),
})
export type CastVoteInput = z.input<typeof castVoteSchema>

const playerVotesSchema = z.object({ playerId: z.string(), playerName: z.string(), votes: z.number() })

/** A voting as the page shows it to the caller. */
export const votingSchema = z.object({
  id: z.string(),
  calendarEventId: z.string().nullable(),
  gameTitle: z.string(),
  gameDate: z.string(),
  gameTime: z.string(),
  isActive: z.boolean(),
  openedByName: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** How many votes are in: everyone sees it. */
  voteCount: z.number(),
  /** The caller's own vote, if they voted. */
  myVote: z.object({ playerId: z.string(), playerName: z.string(), reason: z.string() }).nullable(),
  /**
   * Every player with votes, most first: coach-like callers only while the voting is open (a children's award
   * is not a live popularity contest), and everyone once it is closed.
   */
  tally: z.array(playerVotesSchema).nullable(),
  /** Once closed: the players with the most votes (more than one is a tie); empty when nobody voted. */
  winners: z.array(playerVotesSchema),
})
export type VotingView = z.infer<typeof votingSchema>

/** A calendar game in the suggestion window with no voting yet. */
export const suggestedGameSchema = z.object({
  calendarEventId: z.string(),
  title: z.string(),
  opponent: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
})
export type SuggestedGame = z.infer<typeof suggestedGameSchema>

/** GET /api/votings: the page. */
export const votingsPageSchema = z.object({
  /** Open votings, newest first. */
  active: z.array(votingSchema),
  /** Closed votings (Previous Results), latest closed first. */
  closed: z.array(votingSchema),
  /** Coach-like callers only (others get []): games from 1 day ahead to 7 days past with no voting yet. */
  suggestions: z.array(suggestedGameSchema),
  /** The active players the caller may vote for: their own children are left out. */
  candidates: z.array(z.object({ playerId: z.string(), playerName: z.string(), jerseyNumber: z.number().nullable() })),
  /** The names of the caller's own children on the roster, left out of the candidates. */
  ownChildren: z.array(z.string()),
})
export type VotingsPage = z.infer<typeof votingsPageSchema>

export const openedVotingSchema = z.object({ id: z.string() })

/** GET /api/votings/awards (coach-like): how the awards are spread across the roster. */
export const awardsSchema = z.object({
  closedVotings: z.number(),
  players: z.array(
    z.object({
      playerId: z.string(),
      playerName: z.string(),
      jerseyNumber: z.number().nullable(),
      /** Closed votings the player won, joint wins included. */
      awards: z.number(),
      /** Votes received across every voting. */
      votes: z.number(),
      /** The game date of the latest win, YYYY-MM-DD; null when never recognised. */
      lastAwardOn: z.string().nullable(),
    }),
  ),
})
export type Awards = z.infer<typeof awardsSchema>

/** Routes (all under the caller's team; 404 for another team's voting):
 *  GET  /api/votings                         → votingsPageSchema                     team.read
 *  GET  /api/votings/awards                  → awardsSchema                          votings.manage
 *  POST /api/votings          openGameVotingSchema   → 201 openedVotingSchema        votings.manage
 *  POST /api/votings/custom   openCustomVotingSchema → 201 openedVotingSchema        votings.manage
 *  POST /api/votings/:votingId/votes  castVoteSchema → 201 votingSchema              vote.cast
 *  POST /api/votings/:votingId/close                 → 200 votingSchema              votings.manage
 */
export const voteRoutes = {
  page: '/api/votings',
  awards: '/api/votings/awards',
  openGame: '/api/votings',
  openCustom: '/api/votings/custom',
  votes: (votingId: string) => `/api/votings/${votingId}/votes`,
  close: (votingId: string) => `/api/votings/${votingId}/close`,
} as const
