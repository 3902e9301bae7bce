import { useQueryClient } from '@tanstack/react-query'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { calendarKeys, cancelCalendarEvent, refreshCalendar } from './calendar.queries'

interface DeleteEventDialogProps {
  event: CalendarEventView
  onDeleted: () => void
  onClose: () => void
}

/** Asks in the spec's words before an event is deleted; a retry after a failure is the same command. */
export function DeleteEventDialog({ event, onDeleted, onClose }: DeleteEventDialogProps) {
  const queryClient = useQueryClient()

  const remove = async (commandId: string) => {
    try {
      await cancelCalendarEvent(event.id, commandId)
    } catch (error) {
      // Gone already: what the coach wanted has happened.
      if (!isNotFound(error)) throw error
    }
    queryClient.removeQueries({ queryKey: calendarKeys.one(event.id) })
    await refreshCalendar(queryClient)
    onDeleted()
  }

  return (
    <ConfirmDialog
      open
      title="Delete Event"
      description={calendarMessages.confirmDelete}
      confirmLabel="Delete Event"
      destructive
      onConfirm={remove}
      onClose={onClose}
      // A refusal (not the creator, already past) says why; anything else in the spec's words.
      errorMessage={(error) =>
        isClientError(error) ? error.message : failureMessage(error, calendarMessages.deleteFailed)
      }
    />
  )
}
