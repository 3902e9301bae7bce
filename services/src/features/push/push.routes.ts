import { isIP } from 'node:net'
import {
  pushKeySchema,
  pushMessages,
  pushPreferencesSchema,
  pushRoutes,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@teamspace/domain/push/push.schemas'
import { ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { pushPreferencesOf, setPushPreferences } from '../../platform/push/push-outbox'
import { vapidKeysOf } from '../../platform/push/vapid'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A push service's address: https, at a named host. A test's push service on this machine (http://127.0.0.1)
 * is allowed only outside production, so a member can never make the server post to its own network.
 */
export const checkEndpoint = (endpoint: string, allowLocal: boolean) => {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new ValidationError(pushMessages.badEndpoint)
  }
  const local = LOCAL_HOSTS.has(url.hostname)
  if (allowLocal && local && (url.protocol === 'http:' || url.protocol === 'https:')) return
  const bareAddress = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0
  if (url.protocol !== 'https:' || local || bareAddress || url.username || url.password)
    throw new ValidationError(pushMessages.badEndpoint)
}

/**
 * Push notifications for the caller in the request's team: the server's key, this device's subscription, and
 * the kinds they want. Mutable settings outside the log: they say nothing the team's history needs, and an
 * endpoint is a capability that must not be kept where the log keeps things.
 */
export const pushRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  app.get(
    pushRoutes.key,
    { config: { permission: 'signed-in' }, schema: { response: { 200: pushKeySchema, ...errorResponses } } },
    async () => ({ publicKey: (await vapidKeysOf(db)).publicKey }),
  )

  // This device, for this member in this team; the same endpoint again only renews its keys. A device another
  // account subscribed before (a shared tablet, a new sign-in) is this account's from now on, in every team.
  app.put(
    pushRoutes.subscriptions,
    {
      config: { permission: 'team.read' },
      schema: { body: pushSubscriptionSchema, response: { 200: pushSubscribedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const { endpoint, keys } = request.body
      checkEndpoint(endpoint, app.settings.push.allowLocalEndpoints)
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', endpoint)
          .where('user_id', '<>', userId)
          .execute()
        await trx
          .insertInto('push_subscriptions')
          .values({ id: nanoid(), endpoint, p256dh: keys.p256dh, auth: keys.auth, team_id: teamId, user_id: userId })
          .onConflict((oc) =>
            oc
              .columns(['endpoint', 'team_id'])
              .doUpdateSet({ p256dh: keys.p256dh, auth: keys.auth, user_id: userId, updated_at: new Date() }),
          )
          .execute()
      })
      return { subscribed: true }
    },
  )

  // Forgets this device for this member in this team; the team's other devices, and its other teams, go on.
  app.delete(
    pushRoutes.subscriptions,
    {
      config: { permission: 'team.read' },
      schema: { body: pushUnsubscribeSchema, response: { 200: pushSubscribedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', request.body.endpoint)
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .execute()
      return { subscribed: false }
    },
  )

  app.get(
    pushRoutes.preferences,
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: pushPreferencesSchema, ...errorResponses } },
    },
    async (request) => pushPreferencesOf(db, identityOf(request)),
  )

  // A member's own kinds for the request's team; setting them twice is the same as once.
  app.put(
    pushRoutes.preferences,
    {
      config: { permission: 'team.read' },
      schema: { body: pushPreferencesSchema, response: { 200: pushPreferencesSchema, ...errorResponses } },
    },
    async (request) => {
      await setPushPreferences(db, identityOf(request), request.body)
      return pushPreferencesOf(db, identityOf(request))
    },
  )
}
