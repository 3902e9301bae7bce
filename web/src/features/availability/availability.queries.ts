import { queryOptions } from '@tanstack/react-query'
import { availabilityRoutes } from '@teamspace/domain/availability/availability.constants'
import type {
  eventAvailabilitySchema,
  GiveAvailabilityInput,
} from '@teamspace/domain/availability/availability.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Everything under 'availability', which the live socket invalidates when a family answers.
export const availabilityKeys = {
  all: liveKey('availability'),
  ofEvent: (calendarEventId: string) => liveKey('availability', calendarEventId),
}

/** Who is coming to one game or practice: every player for coaches (with the counts), one's own children otherwise. */
export function eventAvailabilityQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: availabilityKeys.ofEvent(calendarEventId),
    queryFn: (context) =>
      apiGet<Answer<typeof eventAvailabilitySchema>>(
        availabilityRoutes.ofEvent(encodeURIComponent(calendarEventId)),
        context,
      ),
  })
}

/** Where one child's answer for one event is sent. */
export const answerPath = (calendarEventId: string, playerId: string) =>
  availabilityRoutes.ofPlayer(encodeURIComponent(calendarEventId), encodeURIComponent(playerId))

export const giveAvailability = (
  calendarEventId: string,
  playerId: string,
  input: GiveAvailabilityInput,
  commandId?: string,
) => apiSend('PUT', answerPath(calendarEventId, playerId), input, { commandId })
