import { z } from 'zod'
import { boundedInt, idSchema } from '../shared/safe-input'
import {
  gamedayMessages as m,
  goalKinds,
  matchFormats,
  matchStatuses,
  MAX_PERIOD_MINUTES,
  MIN_PERIOD_MINUTES,
} from './gameday.constants'

export * from './gameday.constants'

/** GET /api/gameday-settings (any member) and PUT with the same body (team.settings). */
export const gameDaySettingSchema = z.object({
  format: z.enum(matchFormats, { error: m.format }),
  periodMinutes: boundedInt(MIN_PERIOD_MINUTES, MAX_PERIOD_MINUTES, m.periodMinutes),
})
export type GameDaySetting = z.infer<typeof gameDaySettingSchema>

/** When the coach tapped, by the phone's clock: an ISO time with its zone (`Date.toISOString()`). */
const tapSchema = z.iso.datetime({ offset: true, error: m.at })

/** A whistle: kick-off, half time, full time. */
export const whistleSchema = z.object({ at: tapSchema })

/** A goal: ours with the scorer (and an optional assist), the opponent's own goal, or the opponent's goal. */
export const goalSchema = z
  .object({
    at: tapSchema,
    kind: z.enum(goalKinds, { error: m.scorerRequired }),
    scorerId: idSchema(m.scorerRequired).nullable().default(null),
    assistId: idSchema(m.playerNotFound).nullable().default(null),
  })
  .superRefine(({ kind, scorerId, assistId }, ctx) => {
    if (kind === 'ours' && !scorerId) ctx.addIssue({ code: 'custom', path: ['scorerId'], message: m.scorerRequired })
    if (kind !== 'ours' && (scorerId || assistId))
      ctx.addIssue({ code: 'custom', path: ['scorerId'], message: m.scorerNotAllowed })
    if (assistId && assistId === scorerId) ctx.addIssue({ code: 'custom', path: ['assistId'], message: m.assistSelf })
  })
export type GoalInput = z.input<typeof goalSchema>

export const substitutionSchema = z
  .object({ at: tapSchema, playerIn: idSchema(m.playerIn), playerOut: idSchema(m.playerOut) })
  .refine(({ playerIn, playerOut }) => playerIn !== playerOut, { path: ['playerIn'], message: m.samePlayer })
export type SubstitutionInput = z.infer<typeof substitutionSchema>

const playerRefSchema = z.object({ playerId: z.string(), playerName: z.string() }).nullable()

/** One line of the match's timeline, placed on the clock by the moment it was made. */
export const timelineEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['kick-off', 'half-time', 'full-time', 'goal', 'substitution']),
  at: z.string(),
  /** The half (1 or 2) and the seconds into it. */
  period: z.number(),
  second: z.number(),
  goalKind: z.enum(goalKinds).nullable(),
  /** A goal's scorer, a substitution's player coming on; null for none or a player removed from the roster. */
  player: playerRefSchema,
  /** A goal's assist, a substitution's player going off. */
  other: playerRefSchema,
  /** The score after a goal: ours, theirs. */
  score: z.tuple([z.number(), z.number()]).nullable(),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>

/** GET /api/games/:calendarEventId/match: the score, the clock's whistles and the timeline, newest last. */
export const matchViewSchema = z.object({
  calendarEventId: z.string(),
  title: z.string(),
  opponent: z.string(),
  status: z.enum(matchStatuses),
  format: z.enum(matchFormats),
  periodMinutes: z.number(),
  /** The whistles on the coach's phone's clock (ISO), for the clock the page runs itself. */
  kickOffs: z.array(z.string()),
  ends: z.array(z.string()),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  timeline: z.array(timelineEntrySchema),
})
export type MatchView = z.infer<typeof matchViewSchema>

/** GET /api/matches/live: the team's matches under way (kicked off, not yet over), for the dashboard. */
export const liveMatchesSchema = z.object({
  matches: z.array(matchViewSchema.omit({ timeline: true })),
})
export type LiveMatches = z.infer<typeof liveMatchesSchema>
