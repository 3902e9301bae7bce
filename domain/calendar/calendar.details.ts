import type { CalendarEventDetails } from './calendar.events'
import type { CalendarEventValues } from './calendar.schemas'

type PlaceAndPlan = Pick<
  CalendarEventDetails,
  'location' | 'address' | 'opponent' | 'arriveMinutesEarly' | 'description'
>

/**
 * The form's place and plan as an event keeps them, the one rule for single events, series and occurrences: an
 * opponent and an arrival time belong to games only, so the other types keep '' and 0.
 */
export const placeAndPlanOf = (
  values: Pick<
    CalendarEventValues,
    'type' | 'location' | 'address' | 'opponent' | 'arriveMinutesEarly' | 'description'
  >,
): PlaceAndPlan => ({
  location: values.location,
  address: values.address,
  opponent: values.type === 'game' ? values.opponent : '',
  arriveMinutesEarly: values.type === 'game' ? values.arriveMinutesEarly : 0,
  description: values.description,
})
