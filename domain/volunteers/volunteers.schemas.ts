import { z } from 'zod'
import { calendarEventTypes } from '../calendar/calendar.schemas'
import { allergens } from '../allergies/allergies.constants'
import { idSchema, safeString, safeText } from '../shared/safe-input'

/** Type values of the spec (§3 volunteer_opportunities, the longer reading). */
export const volunteerNeedTypes = ['snacks', 'setup', 'cleanup', 'transportation', 'equipment', 'other'] as const
export type VolunteerNeedType = (typeof volunteerNeedTypes)[number]

export interface VolunteerNeedTypeDetails {
  /** The first half of a need's title ("Snacks – Cup tie") and the chip's label. */
  readonly title: string
  /** Spec §9: the slots and time offset a need of this type starts with. */
  readonly slots: number
  readonly offsetMinutes: number
  /** Said on the card when the person adding the need leaves the description empty. */
  readonly description: string
}

/** Spec §9 "Volunteer defaults by type (slots, time offset minutes)", with each type's default text. */
export const volunteerNeedTypeDetails = {
  snacks: {
    title: 'Snacks',
    slots: 2,
    offsetMinutes: 0,
    description: 'Bring healthy snacks and drinks for the players to share.',
  },
  setup: {
    title: 'Setup',
    slots: 3,
    offsetMinutes: -30,
    description: 'Help put up the goals, nets and corner flags before kick-off.',
  },
  cleanup: {
    title: 'Cleanup',
    slots: 2,
    offsetMinutes: 120,
    description: 'Help take down the goals, collect the balls and leave the field tidy.',
  },
  transportation: {
    title: 'Transportation',
    slots: 2,
    offsetMinutes: -15,
    description: 'Drive players who need a ride to the field and back home again.',
  },
  equipment: {
    title: 'Equipment',
    slots: 2,
    offsetMinutes: -30,
    description: 'Bring the team bag: balls, bibs, cones, pump and the first-aid kit.',
  },
  other: { title: 'Other', slots: 1, offsetMinutes: 0, description: 'Lend a hand wherever the team needs it.' },
} as const satisfies Record<VolunteerNeedType, VolunteerNeedTypeDetails>

/** Spec §9: the Add Volunteer Need dialog opens on snacks with 1 slot at the event's time. */
export const volunteerFormDefaults = { type: 'snacks', slotsNeeded: 1, offsetMinutes: 0 } as const

/**
 * Spec §9: what the calendar event dialog's "add the usual volunteer needs" creates with the event: snacks
 * 2 slots at its time, setup 3 slots from 30 minutes before, cleanup 2 slots 2 hours after.
 */
export const usualVolunteerNeeds = [
  { type: 'snacks', slotsNeeded: 2, offsetMinutes: 0 },
  { type: 'setup', slotsNeeded: 3, offsetMinutes: -30 },
  { type: 'cleanup', slotsNeeded: 2, offsetMinutes: 120 },
] as const satisfies readonly { type: VolunteerNeedType; slotsNeeded: number; offsetMinutes: number }[]

/** The most slots one need may ask for: a whole squad's families, and then some. */
export const MAX_SLOTS = 50
/** A need's time lies within a day of its calendar event's start (a ride home after a tournament, say). */
export const MAX_OFFSET_MINUTES = 24 * 60
export const MAX_DESCRIPTION = 500
export const MAX_NOTE = 200

export const volunteerMessages = {
  calendarEventRequired: 'Please choose an event.',
  slotsTooMany: `A need can ask for at most ${MAX_SLOTS} volunteers.`,
  offsetTooFar: 'The time must be within 24 hours (1440 minutes) of the event.',
  descriptionTooLong: `The description can be at most ${MAX_DESCRIPTION} characters.`,
  noteTooLong: `The note can be at most ${MAX_NOTE} characters.`,
  noUpcomingEvents: 'There are no upcoming events to volunteer for yet.',
  /** The server's refusals: clear words for each, never a bare conflict. */
  full: 'Sorry, this is full: every slot has been taken.',
  alreadySignedUp: 'You are already signed up for this.',
  notFound: 'This volunteer need no longer exists.',
  calendarEventGone: 'The event of this volunteer need no longer exists.',
  calendarEventPast: 'Volunteer needs can only be added to upcoming events.',
  needPast: 'This volunteer need has already taken place.',
  timePassed: 'This time has already passed. Please choose a later one.',
  notManager: 'Only the person who added this need or a coach can change or remove it.',
  notSignedUp: 'You are not signed up for this, so there is no slot of yours to swap.',
  swapAlreadyTaken: 'Another family has already taken this slot.',
  swapOwn: 'This is your own slot.',
  slotsBelowSignUps: 'More people have signed up than that. Ask some to withdraw first, or keep more slots.',
  confirmRemove: 'Are you sure you want to remove this volunteer need? This action cannot be undone.',
  loadFailed: 'Unable to load volunteer needs. Please try again.',
  saveFailed: 'Failed to save the volunteer need. Please try again.',
} as const

/** Whole number from a field that may be typed in: not a number at all gives `fallback`; a fraction is cut. */
const wholeNumber = (fallback: number) =>
  z
    .union([z.number(), safeString().max(20)])
    .optional()
    .transform((value) => {
      const number = typeof value === 'string' ? Number.parseInt(value.trim(), 10) : (value ?? fallback)
      if (Number.isNaN(number)) return fallback
      return Number.isFinite(number) ? Math.trunc(number) : number
    })

/** Spec §5: at least 1; non-numeric becomes 1. A number below 1 is read as 1 as well. */
export const slotsSchema = wholeNumber(1)
  .transform((slots) => Math.max(1, slots))
  .refine((slots) => slots <= MAX_SLOTS, volunteerMessages.slotsTooMany)

/** Spec §5: minutes, negative before the event and positive after; non-numeric becomes 0. */
export const offsetSchema = wholeNumber(0).refine(
  (offset) => Math.abs(offset) <= MAX_OFFSET_MINUTES,
  volunteerMessages.offsetTooFar,
)

const needShape = {
  type: z.enum(volunteerNeedTypes, { error: 'Please choose a type of help.' }).default(volunteerFormDefaults.type),
  slotsNeeded: slotsSchema,
  offsetMinutes: offsetSchema,
  /** Optional: empty means the type's default text (spec §5). */
  description: safeText({ max: MAX_DESCRIPTION, maxMessage: volunteerMessages.descriptionTooLong })
    .optional()
    .default(''),
  /** Food or drinks: families signing up see the team's shared allergies. Left out: snacks are food, the rest not. */
  food: z.boolean().optional(),
}

/** The Add Volunteer Need dialog (spec §5 "Volunteer need"). */
export const addVolunteerNeedSchema = z.object({
  calendarEventId: idSchema(volunteerMessages.calendarEventRequired),
  ...needShape,
})
export type AddVolunteerNeedInput = z.input<typeof addVolunteerNeedSchema>
export type VolunteerNeedValues = z.output<typeof addVolunteerNeedSchema>

/** Editing a need: everything but the calendar event it belongs to. */
export const changeVolunteerNeedSchema = z.object(needShape)
export type ChangeVolunteerNeedInput = z.input<typeof changeVolunteerNeedSchema>
export type VolunteerNeedChange = z.output<typeof changeVolunteerNeedSchema>

/** Taking a slot another volunteer offered for a swap: whose. */
export const takeSwapSchema = z.object({ from: idSchema('Please choose whose slot to take.') })
export type TakeSwapInput = z.input<typeof takeSwapSchema>

/** Sign Up to Help, with an optional note ("I can bring oranges"). */
export const signUpSchema = z.object({
  note: safeText({ max: MAX_NOTE, maxMessage: volunteerMessages.noteTooLong }).optional().default(''),
})
export type SignUpInput = z.input<typeof signUpSchema>

/** The description a need shows: its own, else its type's default. */
export const descriptionOf = (type: VolunteerNeedType, description: string) =>
  description.trim() === '' ? volunteerNeedTypeDetails[type].description : description

/** Spec §9: the type title plus the calendar event's title. */
export const volunteerNeedTitle = (type: VolunteerNeedType, calendarEventTitle: string) =>
  `${volunteerNeedTypeDetails[type].title} – ${calendarEventTitle}`

/** Spec §9: the need's time is the calendar event's start plus the offset. */
export const volunteerNeedStartsAt = (calendarEventStartsAt: string, offsetMinutes: number) =>
  new Date(new Date(calendarEventStartsAt).getTime() + offsetMinutes * 60_000).toISOString()

/** Spec §4: open while fewer are booked than needed, full once as many are. */
export const isFull = (filled: number, slotsNeeded: number) => filled >= slotsNeeded

export const volunteerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  note: z.string(),
  signedUpAt: z.string(),
  /** They offered their slot for a swap: another family may take it. */
  offersSwap: z.boolean(),
})
export type Volunteer = z.infer<typeof volunteerSchema>

/** A need as the page shows it (GET /api/volunteer-needs). */
export const volunteerNeedSchema = z.object({
  id: z.string(),
  calendarEventId: z.string(),
  calendarEventTitle: z.string(),
  calendarEventType: z.enum(calendarEventTypes),
  type: z.enum(volunteerNeedTypes),
  /** "Snacks – Cup tie": follows the calendar event's title. */
  title: z.string(),
  /** The need's own text, or its type's default. */
  description: z.string(),
  /** As typed: '' when the type's default applies (what the edit form starts from). */
  ownDescription: z.string(),
  /** The calendar event's start plus the offset, as an instant: moves with the calendar event. */
  startsAt: z.string(),
  offsetMinutes: z.number(),
  /** The calendar event's zone, to show the time as the team reads it. */
  timeZone: z.string(),
  location: z.string(),
  slotsNeeded: z.number(),
  filled: z.number(),
  isFull: z.boolean(),
  volunteers: z.array(volunteerSchema),
  /** The caller signed up for it. */
  signedUp: z.boolean(),
  /** Food or drinks for the players. */
  food: z.boolean(),
  /**
   * For food: the allergies the team's families chose to share, never whose ("Nut allergy in the team"); [] for
   * a need that is not food.
   */
  allergens: z.array(z.enum(allergens)),
  /** The caller added it or is a coach: the page offers Edit and Remove. */
  canManage: z.boolean(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
})
export type VolunteerNeedView = z.infer<typeof volunteerNeedSchema>

/** An upcoming calendar event, with how many of its volunteer slots are filled. */
export const volunteerCalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(calendarEventTypes),
  startsAt: z.string(),
  timeZone: z.string(),
  location: z.string(),
  filled: z.number(),
  needed: z.number(),
})
export type VolunteerCalendarEvent = z.infer<typeof volunteerCalendarEventSchema>

export const volunteersPageSchema = z.object({
  /** Upcoming calendar events (what a need may be added to), soonest first, with filled/needed counts. */
  calendarEvents: z.array(volunteerCalendarEventSchema),
  /** The needs still ahead, soonest first. */
  needs: z.array(volunteerNeedSchema),
})
export type VolunteersPage = z.infer<typeof volunteersPageSchema>

export const addedVolunteerNeedSchema = z.object({ id: z.string() })

/** One of the person's own sign-ups in one of their teams, as "my sign-ups" across teams lists it. */
export const mySignUpSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  needId: z.string(),
  calendarEventId: z.string(),
  type: z.enum(volunteerNeedTypes),
  /** "Snacks – Cup tie": follows the calendar event's title. */
  title: z.string(),
  description: z.string(),
  /** The need's time (its calendar event's start plus the offset), in the calendar event's zone. */
  startsAt: z.string(),
  timeZone: z.string(),
  location: z.string(),
  note: z.string(),
  signedUpAt: z.string(),
})
export type MySignUp = z.infer<typeof mySignUpSchema>

/** GET /api/my/volunteer-sign-ups: the person's sign-ups whose time is still ahead, in every team, soonest first. */
export const mySignUpsSchema = z.object({ signUps: z.array(mySignUpSchema) })
export type MySignUps = z.infer<typeof mySignUpsSchema>

/** Routes (all under the caller's team; 404 for another team's id):
 *  GET    /api/volunteer-needs                            → volunteersPageSchema          team.read
 *  POST   /api/volunteer-needs     addVolunteerNeedSchema → 201 addedVolunteerNeedSchema  volunteers.manage
 *  PUT    /api/volunteer-needs/:needId  changeVolunteerNeedSchema → volunteerNeedSchema   volunteers.manage + creator or coach
 *  DELETE /api/volunteer-needs/:needId                    → 204                           volunteers.manage + creator or coach
 *  POST   /api/volunteer-needs/:needId/sign-up  signUpSchema → volunteerNeedSchema        volunteers.manage
 *  DELETE /api/volunteer-needs/:needId/sign-up            → volunteerNeedSchema           volunteers.manage
 *  POST   /api/volunteer-needs/:needId/swap               → volunteerNeedSchema           volunteers.manage (own slot)
 *  DELETE /api/volunteer-needs/:needId/swap               → volunteerNeedSchema           volunteers.manage (own offer)
 *  POST   /api/volunteer-needs/:needId/swap/take  takeSwapSchema → volunteerNeedSchema    volunteers.manage
 * And the person's own, across their teams (signed in; the only volunteers route that is not one team's):
 *  GET    /api/my/volunteer-sign-ups                      → mySignUpsSchema               signed-in
 */
export const volunteerRoutes = {
  list: '/api/volunteer-needs',
  one: (needId: string) => `/api/volunteer-needs/${encodeURIComponent(needId)}`,
  signUp: (needId: string) => `/api/volunteer-needs/${encodeURIComponent(needId)}/sign-up`,
  swap: (needId: string) => `/api/volunteer-needs/${encodeURIComponent(needId)}/swap`,
  takeSwap: (needId: string) => `/api/volunteer-needs/${encodeURIComponent(needId)}/swap/take`,
  mine: '/api/my/volunteer-sign-ups',
} as const
