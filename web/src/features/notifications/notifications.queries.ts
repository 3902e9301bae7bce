import { queryOptions } from '@tanstack/react-query'
import { pushRoutes, type PushPreferences } from '@teamspace/domain/push/push.constants'
import type { pushKeySchema, pushSubscribedSchema } from '@teamspace/domain/push/push.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

/** The member's own notification kinds in the current team: under the profile topic, refreshed with it. */
export const notificationKeys = { preferences: liveKey('profile', 'push-preferences') }

export function pushPreferencesQuery() {
  return queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: (context) => apiGet<PushPreferences>(pushRoutes.preferences, context),
  })
}

export const setPushPreferences = (preferences: PushPreferences) =>
  apiSend<PushPreferences>('PUT', pushRoutes.preferences, preferences)

/** The server's application key, which the browser subscribes with. */
export const fetchPushKey = (team: string) => apiGet<Answer<typeof pushKeySchema>>(pushRoutes.key, { team })

/** Tells the server this device's subscription, for `team` (it is sent after the browser subscribed: awaits later). */
export const saveSubscription = (team: string, subscription: PushSubscriptionJSON) =>
  apiSend<Answer<typeof pushSubscribedSchema>>('PUT', pushRoutes.subscriptions, subscription, { team })

/** Forgets this device for the current team. */
export const forgetSubscription = (endpoint: string) =>
  apiSend<Answer<typeof pushSubscribedSchema>>('DELETE', pushRoutes.subscriptions, { endpoint })
