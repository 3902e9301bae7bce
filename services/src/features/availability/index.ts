import type { AvailabilityDomainEvent } from '@teamspace/domain/availability/availability.events'
import { defineFeature } from '../../platform/feature'
import { availabilityProjection } from './availability.projection'
import { availabilityRoutes } from './availability.routes'
import { availabilityHistory } from '@teamspace/domain/availability/availability.history'

/** Families say whether their children come to each upcoming game or practice; coaches see who is coming. */
export const availabilityFeature = defineFeature<AvailabilityDomainEvent>({
  name: 'availability',
  routes: availabilityRoutes,
  erasure: {},
  projections: [availabilityProjection],
  history: availabilityHistory,
  // The calendar shows coaches the counts per event, and attendance starts from the answers.
  liveTopics: {
    // Player of the match suggests the calendar's recent games, refreshed with the calendar.
    // A lineup offers the players whose family answered Going first.
    AvailabilityGiven: ['availability', 'calendar', 'attendance', 'votes', 'lineups'],
  },
})

// Attendance starts from the families' answers.
export { answersFor } from './availability.queries'
