import { z } from 'zod'
import { isMonthKey } from './month-key'

export const calendarViews = ['month', 'list'] as const
export type CalendarViewName = (typeof calendarViews)[number]

/** The /calendar query string: which view, and which month. Anything malformed is dropped. */
export const calendarSearchSchema = z.object({
  view: z.enum(calendarViews).optional().catch(undefined),
  month: z.string().refine(isMonthKey).optional().catch(undefined),
})
export type CalendarSearch = z.infer<typeof calendarSearchSchema>
