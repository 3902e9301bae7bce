import type { SettingsDefaults } from '../../platform/settings'

/** How chat's push notifications behave. */
export interface ChatTunables {
  /** Chat messages in one thread within this window make one notification. */
  readonly pushMergeMs: number
}

declare module '../../platform/settings' {
  interface FeatureSettings {
    readonly chat: ChatTunables
  }
}

/** A minute: a quick exchange in one thread buzzes a phone once. */
export const chatSettings = { of: 'chat', defaults: { pushMergeMs: 60_000 } } as const satisfies SettingsDefaults
