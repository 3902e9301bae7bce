export const availabilityAnswers = ['going', 'not-going', 'maybe'] as const
export type AvailabilityAnswer = (typeof availabilityAnswers)[number]

export const availabilityLabels = {
  going: 'Going',
  'not-going': 'Not going',
  maybe: 'Maybe',
} as const satisfies Record<AvailabilityAnswer, string>

export const AVAILABILITY_NOTE_MAX = 140

export const availabilityMessages = {
  notYourChild: 'You can only answer for your own children.',
  notOpen: 'Availability can only be given for upcoming games and practices.',
  note: `Keep the note under ${AVAILABILITY_NOTE_MAX} characters.`,
  answer: 'Please choose Going, Not going or Maybe.',
  saveFailed: 'Failed to save availability. Please try again.',
  playerNotFound: 'Player not found.',
} as const

export const availabilityRoutes = {
  ofEvent: (calendarEventId: string) => `/api/calendar-events/${calendarEventId}/availability`,
  ofPlayer: (calendarEventId: string, playerId: string) =>
    `/api/calendar-events/${calendarEventId}/availability/${playerId}`,
} as const
