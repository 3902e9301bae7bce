import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import {
  attendanceEventsColumns,
  attendancePlayersColumns,
  csvExports,
  exportFileName,
  INCLUDE_MEDICAL,
  rosterColumns,
  rosterMedicalColumns,
  statsGamesColumns,
  statsTotalsColumns,
  volunteersColumns,
  type CsvExport,
  type SeasonalExport,
} from '@teamspace/domain/exports/exports.constants'
import { seasonQuerySchema } from '@teamspace/domain/results/seasons.schemas'
import { ForbiddenError, NotFoundError } from '@teamspace/domain/shared/errors'
import { can } from '@teamspace/domain/shared/permissions'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { identityOf } from '../../platform/http/access'
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

/** `?include=medical` adds the children's sensitive columns to the roster; any other value is refused. */
const rosterQuerySchema = z.object({ include: z.literal(INCLUDE_MEDICAL).optional() })

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** Sends a CSV as a download named after the team, the content, its season and the day; never kept by any cache. */
  const sendCsv = async (
    reply: FastifyReply,
    teamId: string,
    what: CsvExport,
    text: string,
    named: { medical?: boolean; season?: string } = {},
  ) => {
    const team = await findTeam(db, teamId)
    if (!team) throw new NotFoundError('Team not found')
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
    const header = medical ? [...rosterColumns, ...rosterMedicalColumns] : rosterColumns
    const rows = await rosterRows(db, teamId, { userId, role }, medical)
    return sendCsv(reply, teamId, 'roster', csvFile(header, rows), { medical })
  })

  // One season's file each: the current season's unless `?season=` names a past one (404 for an unknown one).
  const seasonal = [
    ['statsTotals', statsTotalsColumns, statsTotalsRows],
    ['statsGames', statsGamesColumns, statsGamesRows],
    ['attendancePlayers', attendancePlayersColumns, attendancePlayersRows],
    ['attendanceEvents', attendanceEventsColumns, attendanceEventsRows],
    ['volunteers', volunteersColumns, volunteersRows],
  ] as const satisfies readonly (readonly [SeasonalExport, ...unknown[]])[]
  for (const [what, header, rowsOf] of seasonal) {
    app.get(csvExports[what].path, { config, schema: { querystring: seasonQuerySchema } }, async (request, reply) => {
      const { teamId } = identityOf(request)
      const { season, range, seasons } = await seasonFor(db, teamId, request.query.season)
      const rows = await rowsOf(db, teamId, range)
      // The file names its season once the team has more than the first.
      return sendCsv(reply, teamId, what, csvFile(header, rows), seasons.length > 1 ? { season: season.name } : {})
    })
  }
}
