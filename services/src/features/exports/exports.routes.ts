import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import {
  attendanceEventsColumnKeys,
  attendancePlayersColumnKeys,
  csvExports,
  exportFileName,
  INCLUDE_MEDICAL,
  rosterColumnKeys,
  rosterMedicalColumnKeys,
  statsGamesColumnKeys,
  statsTotalsColumnKeys,
  volunteersColumnKeys,
  type CsvExport,
  type SeasonalExport,
} from '@teamspace/domain/exports/exports.constants'
import type { ExportColumn } from '@teamspace/domain/exports/exports.messages'
import { exportWords, type ExportWords } from '@teamspace/domain/exports/exports.wording'
import { seasonQuerySchema } from '@teamspace/domain/results/seasons.schemas'
import { ForbiddenError, NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { DateRange } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import { identityOf } from '../../platform/http/access'
import { languageOfAccount } from '../../platform/languages'
import { seasonFor } from '../results'
import { findTeam } from '../team'
import { csvFile } from './exports.csv'
import {
  attendanceEventsRows,
  attendancePlayersRows,
  rosterRows,
  statsGamesRows,
  statsTotalsRows,
  volunteersRows,
} from './exports.queries'

/** A seasonal file's rows, worded in the coach's language; `timeZone` is the team's. */
type SeasonRows = (
  db: Kysely<DB>,
  teamId: string,
  season: DateRange,
  words: ExportWords,
  timeZone: string,
) => Promise<(string | number | null)[][]>

/** `?include=medical` adds the children's sensitive columns to the roster; any other value is refused. */
const rosterQuerySchema = z.object({ include: z.literal(INCLUDE_MEDICAL).optional() })

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /**
   * The team and the words of its files in the requesting coach's language (their account's: the headers, the
   * words in cells and the dates).
   */
  const teamAndWords = async (teamId: string, userId: string) => {
    const [team, language] = await Promise.all([findTeam(db, teamId), languageOfAccount(db, userId, teamId)])
    if (!team) throw new NotFoundError('Team not found')
    return { team, words: exportWords(language) }
  }

  /** Sends a CSV as a download named after the team, the content, its season and the day; never kept by any cache. */
  const sendCsv = (
    reply: FastifyReply,
    team: { name: string; timeZone: string },
    what: CsvExport,
    text: string,
    named: { medical?: boolean; season?: string } = {},
  ) => {
    const name = exportFileName(team.name, what, todayIn(team.timeZone, new Date()), named)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(text)
  }

  // Coaches only (`exports.read`): the server refuses everyone else whatever the page shows.
  const config = { permission: 'exports.read' } as const

  app.get(csvExports.roster.path, { config, schema: { querystring: rosterQuerySchema } }, async (request, reply) => {
    const { teamId, userId, role } = identityOf(request)
    const medical = request.query.include === INCLUDE_MEDICAL
    // The children's personal data has its own capability; today the same coaches hold both.
    if (medical && !can(role, 'players.sensitive')) throw new ForbiddenError()
    const { team, words } = await teamAndWords(teamId, userId)
    const header = words.columns(medical ? [...rosterColumnKeys, ...rosterMedicalColumnKeys] : rosterColumnKeys)
    const rows = await rosterRows(db, teamId, { userId, role }, medical, words)
    return sendCsv(reply, team, 'roster', csvFile(header, rows), { medical })
  })

  // One season's file each: the current season's unless `?season=` names a past one (404 for an unknown one).
  const seasonal: readonly (readonly [SeasonalExport, readonly ExportColumn[], SeasonRows])[] = [
    ['statsTotals', statsTotalsColumnKeys, statsTotalsRows],
    ['statsGames', statsGamesColumnKeys, statsGamesRows],
    ['attendancePlayers', attendancePlayersColumnKeys, attendancePlayersRows],
    ['attendanceEvents', attendanceEventsColumnKeys, attendanceEventsRows],
    ['volunteers', volunteersColumnKeys, volunteersRows],
  ]
  for (const [what, columns, rowsOf] of seasonal) {
    app.get(csvExports[what].path, { config, schema: { querystring: seasonQuerySchema } }, async (request, reply) => {
      const { teamId, userId } = identityOf(request)
      const { season, range, seasons } = await seasonFor(db, teamId, request.query.season)
      const { team, words } = await teamAndWords(teamId, userId)
      const rows = await rowsOf(db, teamId, range, words, team.timeZone)
      // The file names its season once the team has more than the first.
      const named = seasons.length > 1 ? { season: words.seasonName(season) } : {}
      return sendCsv(reply, team, what, csvFile(words.columns(columns), rows), named)
    })
  }
}
