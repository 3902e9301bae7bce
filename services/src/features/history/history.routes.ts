import {
  calendarListSchema,
  calendarMessages,
  calendarRangeQuerySchema,
} from '@teamspace/domain/calendar/calendar.schemas'
import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import {
  activityPageSchema,
  activityQuerySchema,
  asOfQuerySchema,
  HISTORY_PAGE_DEFAULT,
  historyFeaturesSchema,
  historyMessages,
  itemHistoryParamsSchema,
  itemHistorySchema,
} from '@teamspace/domain/history/history.schemas'
import { playerSchema } from '@teamspace/domain/roster/roster.schemas'
import { seasonResultsSchema } from '@teamspace/domain/results/results.schemas'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { statLineSchema, statsMessages } from '@teamspace/domain/stats/stats.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findTeam } from '../team'
import { calendarAsOf, playerLinesAsOf, playersAsOf, resultsAsOf } from './history.as-of'
import { readActivity, readItemHistory } from './history.queries'

/**
 * The coaches' history (every route needs `history.read`): the team's activity feed, each item's own timeline,
 * and the roster, statistics and calendar "as of" the end of a past day.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  const { history } = app

  const timeZoneOf = async (teamId: string) => {
    const team = await findTeam(db, teamId)
    if (!team) throw new NotFoundError('Team not found.')
    return team.timeZone
  }

  const refuseBackwardsRange = (from?: string, to?: string) => {
    if (from !== undefined && to !== undefined && from > to)
      throw new ValidationError(historyMessages.range, { fields: { from: historyMessages.range } })
  }

  /** The team's zone, once `date` is known to be a day that has begun there. */
  const pastDay = async (teamId: string, date: string) => {
    const timeZone = await timeZoneOf(teamId)
    if (date > todayIn(timeZone, new Date()))
      throw new ValidationError(historyMessages.date, { fields: { date: historyMessages.date } })
    return timeZone
  }

  app.get(
    '/api/history',
    {
      config: { permission: 'history.read' },
      schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { feature, person, from, to, before, limit = HISTORY_PAGE_DEFAULT } = request.query
      refuseBackwardsRange(from, to)
      if (feature !== undefined && history.typesOf(feature).length === 0)
        throw new ValidationError(historyMessages.feature, { fields: { feature: historyMessages.feature } })
      const timeZone = await timeZoneOf(teamId)
      const page = await readActivity(db, history, teamId, timeZone, { feature, person, from, to, before, limit })
      return { ...page, timeZone }
    },
  )

  app.get(
    '/api/history/features',
    {
      config: { permission: 'history.read' },
      schema: { response: { 200: historyFeaturesSchema, ...errorResponses } },
    },
    async () => history.features,
  )

  app.get(
    '/api/history/as-of/players',
    {
      config: { permission: 'history.read' },
      schema: { querystring: asOfQuerySchema, response: { 200: z.array(playerSchema), ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { date } = request.query
      return playersAsOf(db, teamId, date, await pastDay(teamId, date))
    },
  )

  app.get(
    '/api/history/as-of/players/:playerId/stats',
    {
      config: { permission: 'history.read' },
      schema: {
        params: idParams('playerId'),
        querystring: asOfQuerySchema,
        response: { 200: z.array(statLineSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { date } = request.query
      const timeZone = await pastDay(teamId, date)
      const lines = await playerLinesAsOf(db, teamId, request.params.playerId, date, timeZone, true)
      if (!lines) throw new NotFoundError(statsMessages.playerNotFound)
      return lines
    },
  )

  app.get(
    '/api/history/as-of/calendar-events',
    {
      config: { permission: 'history.read' },
      schema: {
        querystring: asOfQuerySchema.extend(calendarRangeQuerySchema.shape),
        response: { 200: calendarListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { date, from, to } = request.query
      if (from !== undefined && to !== undefined && from > to)
        throw new ValidationError(calendarMessages.rangeInvalid, { fields: { from: calendarMessages.rangeInvalid } })
      return calendarAsOf(db, teamId, date, await pastDay(teamId, date), { from, to })
    },
  )

  app.get(
    '/api/history/as-of/results',
    {
      config: { permission: 'history.read' },
      schema: { querystring: asOfQuerySchema, response: { 200: seasonResultsSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { date } = request.query
      return resultsAsOf(db, teamId, date, await pastDay(teamId, date))
    },
  )

  app.get(
    '/api/history/:kind/:itemId',
    {
      config: { permission: 'history.read' },
      schema: { params: itemHistoryParamsSchema, response: { 200: itemHistorySchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { kind, itemId } = request.params
      const item = history.item(kind)
      if (!item?.kind) throw new ValidationError(historyMessages.kind, { fields: { kind: historyMessages.kind } })
      const entries = await readItemHistory(db, history, teamId, item.kind, itemId)
      if (!entries) throw new NotFoundError(historyMessages.notFound)
      return { entries, timeZone: await timeZoneOf(teamId) }
    },
  )
}
