import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  MAX_DEVICES_PER_TEAM,
  pushMessages,
  type PushKind,
  type PushPreferences,
} from '@teamspace/domain/push/push.constants'
import { useEffect, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { failureMessage, isApiError } from '../../lib/api'
import { Button, Card, Notice, Spinner } from '../../ui'
import {
  fetchPushKey,
  forgetSubscription,
  pushPreferencesQuery,
  saveSubscription,
  setPushPreferences,
} from './notifications.queries'
import { cardPushKinds } from './notification-kinds'
import { notificationsKindsMessages } from './notifications-kinds.messages'
import { notificationsMessages as m } from './notifications.messages'
import {
  isOnForTeam,
  NoPushService,
  pushSupport,
  rememberForTeam,
  subscribeDevice,
  type PushSupport,
} from './push-device'

/** What this device is, for this team: still being found out, or known. */
type DeviceState =
  | { readonly state: 'checking' }
  | Exclude<PushSupport, { state: 'ready' }>
  | { readonly state: 'ready'; readonly registration: ServiceWorkerRegistration; readonly endpoint: string | null }

/**
 * "Notifications on this phone": turns push notifications on for this device in the current team (the browser
 * asks for permission, subscribes, and the server is told), and which kinds to get, saved per team whatever the
 * device. Says so plainly when the browser cannot have them, has no push service, or the person has blocked them.
 */
export function NotificationsCard() {
  const t = useT()
  const teamId = useTeamId()
  const { teamName } = useSignedInUser()
  const [device, setDevice] = useState<DeviceState>({ state: 'checking' })
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const support = await pushSupport()
        if (support.state !== 'ready') {
          if (live) setDevice(support)
          return
        }
        const subscription = await support.registration.pushManager.getSubscription()
        const endpoint = subscription && isOnForTeam(teamId) ? subscription.endpoint : null
        if (live) setDevice({ state: 'ready', registration: support.registration, endpoint })
      } catch {
        if (live) setDevice({ state: 'unavailable' })
      }
    })()
    return () => {
      live = false
    }
  }, [teamId])

  const turnOn = useMutation({
    mutationFn: async (registration: ServiceWorkerRegistration) => {
      const { publicKey } = await fetchPushKey(teamId)
      const subscription = await subscribeDevice(registration, publicKey)
      if (!subscription) return null
      await saveSubscription(teamId, subscription.toJSON())
      return subscription.endpoint
    },
    onMutate: () => setProblem(null),
    onSuccess: (endpoint, registration) => {
      if (endpoint === null) {
        setDevice({ state: 'denied' })
        return
      }
      rememberForTeam(teamId, true)
      setDevice({ state: 'ready', registration, endpoint })
    },
    // A browser without a push service, and a member at their limit of devices, are told so and what to do; any
    // other failure only that it failed.
    onError: (error) =>
      setProblem(
        error instanceof NoPushService
          ? t(m.noPushService)
          : isApiError(error) && error.english === pushMessages.tooManyDevices
            ? t(m.tooManyDevices, { count: MAX_DEVICES_PER_TEAM })
            : failureMessage(error, t(m.failed)),
      ),
  })

  const turnOff = useMutation({
    mutationFn: (endpoint: string) => forgetSubscription(endpoint),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      rememberForTeam(teamId, false)
      setDevice((current) => (current.state === 'ready' ? { ...current, endpoint: null } : current))
    },
    onError: (error) => setProblem(failureMessage(error, t(m.failed))),
  })

  return (
    <Card title={t(m.cardTitle)}>
      <div className="stack">
        <p className="field__hint">{t(m.perTeam, { teamName })}</p>
        {device.state === 'checking' ? (
          <Spinner label={t(m.checking)} />
        ) : device.state === 'unsupported' ? (
          <Notice tone="info">{t(m.unsupported)}</Notice>
        ) : device.state === 'unavailable' ? (
          <Notice tone="info">{t(m.unavailable)}</Notice>
        ) : device.state === 'denied' ? (
          <Notice tone="error">{t(m.denied)}</Notice>
        ) : device.endpoint === null ? (
          <>
            <p>{t(m.intro)}</p>
            <div>
              <Button variant="primary" loading={turnOn.isPending} onClick={() => turnOn.mutate(device.registration)}>
                {t(m.turnOn)}
              </Button>
            </div>
            {turnOn.isPending && (
              <p role="status" className="field__hint">
                {t(m.waiting)}
              </p>
            )}
          </>
        ) : (
          <>
            <Notice tone="success">{t(m.on)}</Notice>
            <div>
              <Button loading={turnOff.isPending} onClick={() => turnOff.mutate(device.endpoint!)}>
                {t(m.turnOff)}
              </Button>
            </div>
          </>
        )}
        {problem && <Notice tone="error">{problem}</Notice>}
        {/* Saved per member and team, not per device: reachable before any device is on, or on a browser without. */}
        <PushKindChoices />
      </div>
    </Card>
  )
}

/** The kinds, one checkbox each, saved as they are ticked. */
function PushKindChoices() {
  const t = useT()
  const queryClient = useQueryClient()
  const query = pushPreferencesQuery()
  const preferences = useQuery(query)
  const [chosen, setChosen] = useState<PushPreferences | null>(null)
  const [saved, setSaved] = useState(false)
  const save = useMutation({
    mutationFn: setPushPreferences,
    onSuccess: (stored) => {
      queryClient.setQueryData(query.queryKey, stored)
      setChosen(null)
      setSaved(true)
    },
    onError: () => setChosen(null),
  })
  if (preferences.isPending) return <Spinner label={t(m.loadingChoices)} />
  if (preferences.isError) return <Notice tone="error">{failureMessage(preferences.error, t(m.saveFailed))}</Notice>
  const current = chosen ?? preferences.data
  const choose = (kind: PushKind, on: boolean) => {
    const next = { ...current, [kind]: on }
    setSaved(false)
    setChosen(next)
    save.mutate(next)
  }
  return (
    <>
      <fieldset className="choice-group">
        <legend>{t(m.kindsLegend)}</legend>
        <p className="field__hint">{t(m.kindsHint)}</p>
        {cardPushKinds.map(({ kind }) => (
          <label key={kind} className="choice">
            <input
              type="checkbox"
              checked={current[kind]}
              disabled={save.isPending}
              onChange={(event) => choose(kind, event.target.checked)}
            />
            <span className="choice__text">{t(notificationsKindsMessages[kind])}</span>
          </label>
        ))}
      </fieldset>
      {saved && <Notice tone="success">{t(m.saved)}</Notice>}
      {save.isError && <Notice tone="error">{failureMessage(save.error, t(m.saveFailed))}</Notice>}
    </>
  )
}
