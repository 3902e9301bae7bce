import { z } from 'zod'

/**
 * GET /api/volunteer-reminder-emails → volunteerReminderMailPreferenceSchema; PUT with the same body. A member's own
 * choice for the request's team (team.read); everyone starts opted in.
 */
export const volunteerReminderMailPreferenceSchema = z.object({ enabled: z.boolean() })

export const volunteerReminderMailRoutes = { preference: '/api/volunteer-reminder-emails' } as const

/** The profile's setting of these mails, in the spec's manner of the other kinds. */
export const volunteerReminderMailSetting = {
  title: 'Volunteer reminder e-mails',
  label: 'E-mail me the day before a volunteer job I signed up for',
  hint: 'What, when and where, and for food the allergies shared in the team.',
} as const
