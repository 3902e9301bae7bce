import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import {
  activityPageSchema,
  activityQuerySchema,
  HISTORY_PAGE_DEFAULT,
  historyFeaturesSchema,
  historyMessages,
  itemHistoryParamsSchema,
  itemHistorySchema,
} from '@teamspace/domain/history/history.schemas'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endOfDay } from '../../platform/as-of'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { languageOfAccount } from '../../platform/languages'
import { readActivity, readItemHistory, teamTimeZone } from './history.queries'

/**
 * The coaches' history (every route needs `history.read`): the team's activity feed, each item's own timeline,
 * and every feature's pages "as of" the end of a past day (each feature's `asOf`, see platform/as-of.ts).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  const { history } = app

  const timeZoneOf = async (teamId: string) => {
    const timeZone = await teamTimeZone(db, teamId)
    if (!timeZone) throw new NotFoundError('Team not found.')
    return timeZone
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
      const { teamId, userId } = identityOf(request)
      const { feature, person, from, to, before, limit = HISTORY_PAGE_DEFAULT } = request.query
      refuseBackwardsRange(from, to)
      if (feature !== undefined && history.typesOf(feature).length === 0)
        throw new ValidationError(historyMessages.feature, { fields: { feature: historyMessages.feature } })
      const [timeZone, language] = await Promise.all([timeZoneOf(teamId), languageOfAccount(db, userId, teamId)])
      const page = await readActivity(db, history, teamId, timeZone, {
        feature,
        person,
        from,
        to,
        before,
        limit,
        language,
      })
      return { ...page, timeZone }
    },
  )

  app.get(
    '/api/history/features',
    {
      config: { permission: 'history.read' },
      schema: { response: { 200: historyFeaturesSchema, ...errorResponses } },
    },
    async (request) => {
      const { userId, teamId } = identityOf(request)
      return history.featuresIn(await languageOfAccount(db, userId, teamId))
    },
  )

  // Every feature's "as of" views, each at its own address and answering with its own schema, as its feature
  // declares it: the history names none of them.
  for (const view of history.asOf) {
    app.get(
      `/api/history/as-of/${view.path}`,
      {
        config: { permission: 'history.read' },
        schema: {
          ...(view.params ? { params: view.params } : {}),
          querystring: view.querystring,
          response: { 200: view.response, ...errorResponses },
        },
      },
      async (request) => {
        const { teamId } = identityOf(request)
        const { date } = request.query
        const timeZone = await pastDay(teamId, date)
        return view.fold({
          db,
          teamId,
          date,
          timeZone,
          until: endOfDay(date, timeZone),
          params: request.params,
          query: request.query,
          names: (names) => history.loadNames(db, teamId, names),
        })
      },
    )
  }

  app.get(
    '/api/history/:kind/:itemId',
    {
      config: { permission: 'history.read' },
      schema: { params: itemHistoryParamsSchema, response: { 200: itemHistorySchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const { kind, itemId } = request.params
      const item = history.item(kind)
      if (!item?.kind) throw new ValidationError(historyMessages.kind, { fields: { kind: historyMessages.kind } })
      const language = await languageOfAccount(db, userId, teamId)
      const entries = await readItemHistory(db, history, teamId, item.kind, itemId, language)
      if (!entries) throw new NotFoundError(historyMessages.notFound)
      return { entries, timeZone: await timeZoneOf(teamId) }
    },
  )
}
