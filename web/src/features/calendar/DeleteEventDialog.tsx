import { useQueryClient } from '@tanstack/react-query'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import type { SeriesScope } from '@teamspace/domain/calendar/calendar-series.schemas'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useState } from 'react'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { calendarKeys, cancelCalendarEvent, refreshCalendar } from './calendar.queries'

interface DeleteEventDialogProps {
  event: CalendarEventView
  onDeleted: () => void
  onClose: () => void
}

const scopeChoices = [
  ['this', 'This event'],
  ['following', 'This and following events'],
  ['all', 'All upcoming events'],
] as const

/**
 * Asks in the spec's words before an event is deleted, and for an occurrence of a repeating event which ones go;
 * a retry after a failure is the same command.
 */
export function DeleteEventDialog({ event, onDeleted, onClose }: DeleteEventDialogProps) {
  const queryClient = useQueryClient()
  const [scope, setScope] = useState<SeriesScope>('this')
  const { series } = event

  const remove = async (commandId: string) => {
    try {
      await cancelCalendarEvent(event.id, commandId, series ? { scope, seriesVersion: series.version } : undefined)
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
    >
      {series && (
        <fieldset className="choice-group">
          <legend>{`This event repeats ${series.summary}. Delete:`}</legend>
          <div className="choice-group__options choice-group__options--stacked">
            {scopeChoices.map(([value, label]) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="delete-scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                />
                <span className="choice__text">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </ConfirmDialog>
  )
}
