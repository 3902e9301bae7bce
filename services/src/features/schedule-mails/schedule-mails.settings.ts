import type { SettingsDefaults } from '../../platform/settings'

/** How schedule-change mails behave. */
export interface ScheduleMailsTunables {
  /** Schedule changes of one calendar event within this window make one e-mail. */
  readonly mergeWindowMs: number
}

declare module '../../platform/settings' {
  interface FeatureSettings {
    readonly 'schedule-mails': ScheduleMailsTunables
  }
}

/** Five minutes: a coach who moves a game and then fixes its place sends one mail, not two. */
export const scheduleMailsSettings = {
  of: 'schedule-mails',
  defaults: { mergeWindowMs: 5 * 60_000 },
} as const satisfies SettingsDefaults
