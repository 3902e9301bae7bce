import type { PushKind } from '@teamspace/domain/push/push-kinds'
import { features } from '../src/app'
import { pushKindsOf } from '../src/platform/feature'

/**
 * A member's choice for every kind of push notification the features declare: each on but those `off` names. A
 * test never lists the kinds by hand, so a feature that adds one needs no test outside it changed.
 */
export const pushChoices = (off: readonly PushKind[] = []): Record<PushKind, boolean> =>
  Object.fromEntries(pushKindsOf(features).map(({ kind }) => [kind, !off.includes(kind)])) as Record<PushKind, boolean>
