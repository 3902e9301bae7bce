import { createECDH } from 'node:crypto'
import {
  MAX_DEVICES_PER_TEAM,
  pushKeySchema,
  pushMessages,
  pushPreferencesSchemaOf,
  pushRoutes,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@teamspace/domain/push/push.schemas'
import { ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { nanoid } from 'nanoid'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { endpointFault, type PushNetwork } from '../../platform/push/push-network'
import { pushPreferencesOf, setPushPreferences } from '../../platform/push/push-outbox'
import { vapidKeysOf } from '../../platform/push/vapid'

/**
 * A browser's subscription keys as a browser makes them: a point on the P-256 curve (65 bytes, uncompressed) and a
 * 16-byte secret. Anything else could never be encrypted for, and would only be retried until given up.
 */
export const checkKeys = ({ p256dh, auth }: { p256dh: string; auth: string }) => {
  const publicKey = Buffer.from(p256dh, 'base64url')
  const secret = Buffer.from(auth, 'base64url')
  let valid = publicKey.length === 65 && publicKey[0] === 4 && secret.length === 16
  if (valid) {
    try {
      // Agreeing a secret with it is what encrypting a payload does: it fails for a point not on the curve.
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      ecdh.computeSecret(publicKey)
    } catch {
      valid = false
    }
  }
  if (!valid) throw new ValidationError(pushMessages.badKeys)
}

/**
 * A push service's address a device may subscribe at: https at port 443, a host name that resolves to public
 * addresses only (see platform/push/push-network.ts, which checks it again at every send).
 */
export const checkEndpoint = async (endpoint: string, network: PushNetwork) => {
  const fault = await endpointFault(endpoint, network)
  if (fault === 'unknown-host') throw new ValidationError(pushMessages.unknownEndpoint)
  if (fault) throw new ValidationError(pushMessages.badEndpoint)
}

/**
 * Push notifications for the caller in the request's team: the server's key, this device's subscription, and
 * the kinds they want. Mutable settings outside the log: they say nothing the team's history needs, and an
 * endpoint is a capability that must not be kept where the log keeps things.
 */
export const pushRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  // One flag per kind the features declare: a kind another feature adds is chosen here with no change.
  const pushPreferencesSchema = pushPreferencesSchemaOf(app.pushKinds)

  app.get(
    pushRoutes.key,
    { config: { permission: 'signed-in' }, schema: { response: { 200: pushKeySchema, ...errorResponses } } },
    async () => ({ publicKey: (await vapidKeysOf(db)).publicKey }),
  )

  // This device, for this member in this team; the same endpoint again only renews its keys. A device another
  // account subscribed before (a shared tablet, a new sign-in) is this account's from now on, in every team. Keys
  // that cannot be encrypted for, an endpoint that is not a public push service, and a device beyond a member's
  // limit in the team are refused here, not queued and retried.
  app.put(
    pushRoutes.subscriptions,
    {
      config: { permission: 'team.read' },
      schema: { body: pushSubscriptionSchema, response: { 200: pushSubscribedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const { endpoint, keys } = request.body
      checkKeys(keys)
      await checkEndpoint(endpoint, app.settings.push.network)
      await db.transaction().execute(async (trx) => {
        // One member's subscribes in one team take turns, so two at once cannot both pass the limit.
        await sql`select pg_advisory_xact_lock(hashtext(${`push-devices:${teamId}:${userId}`}))`.execute(trx)
        const others = await trx
          .selectFrom('push_subscriptions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('team_id', '=', teamId)
          .where('user_id', '=', userId)
          .where('endpoint', '<>', endpoint)
          .executeTakeFirstOrThrow()
        if (Number(others.n) >= MAX_DEVICES_PER_TEAM) throw new ValidationError(pushMessages.tooManyDevices)
        await trx
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', endpoint)
          .where('user_id', '<>', userId)
          .execute()
        await trx
          .insertInto('push_subscriptions')
          .values({ id: nanoid(), endpoint, p256dh: keys.p256dh, auth: keys.auth, team_id: teamId, user_id: userId })
          .onConflict((oc) =>
            oc.columns(['endpoint', 'team_id']).doUpdateSet({
              p256dh: keys.p256dh,
              auth: keys.auth,
              user_id: userId,
              updated_at: new Date(),
              timeouts: 0,
            }),
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
    async (request) => pushPreferencesOf(db, identityOf(request), app.pushKinds),
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
      return pushPreferencesOf(db, identityOf(request), app.pushKinds)
    },
  )
}
