import { z } from 'zod'

export const scheduleMailMessages = {
  label: 'E-mail me when an event in the next 14 days changes time or place, or is cancelled',
  hint: 'Several changes within a few minutes come as one e-mail.',
  saveFailed: 'Failed to update profile. Please try again.',
  saved: 'Profile updated successfully!',
} as const

/**
 * GET /api/schedule-emails → scheduleMailPreferenceSchema; PUT /api/schedule-emails with the same body. A
 * member's own choice (team.read); everyone starts opted in.
 */
export const scheduleMailPreferenceSchema = z.object({ enabled: z.boolean() })
export type ScheduleMailPreference = z.infer<typeof scheduleMailPreferenceSchema>

export const scheduleMailRoutes = { preference: '/api/schedule-emails' } as const
