import { useQueryClient } from '@tanstack/react-query'
import type { SeriesScope } from '@teamspace/domain/calendar/calendar-series.schemas'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { calendarEventMessages as m } from './calendar-event.messages'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { calendarKeys, cancelCalendarEvent, refreshCalendar } from './calendar.queries'
import { seriesSummary } from './series-summary'

interface DeleteEventDialogProps {
  event: CalendarEventView
  onDeleted: () => void
  onClose: () => void
}

const scopeChoices = [
  ['this', m.deleteThis],
  ['following', m.deleteFollowing],
  ['all', m.deleteAll],
] as const

/**
 * Asks in the spec's words before an event is deleted, and for an occurrence of a repeating event which ones go;
 * a retry after a failure is the same command.
 */
export function DeleteEventDialog({ event, onDeleted, onClose }: DeleteEventDialogProps) {
  const t = useT()
  const queryClient = useQueryClient()
  const [scope, setScope] = useState<SeriesScope>('this')
  const { series } = event

  const remove = async (commandId: string) => {
    try {
      await cancelCalendarEvent(event.id, commandId, series ? { scope, seriesVersion: series.version } : undefined)
    } catch (error) {
      // Gone already: what the coach wanted has happened.
      if (!isNotFound(error)) throw error
      // A refusal appends nothing and names no topics: the calendar reads again what the other delete changed.
      await refreshCalendar(queryClient)
    }
    queryClient.removeQueries({ queryKey: calendarKeys.one(event.id) })
    onDeleted()
  }

  return (
    <ConfirmDialog
      open
      title={t(m.deleteEvent)}
      description={t(calendarNoticesMessages.confirmDelete)}
      confirmLabel={t(m.deleteEvent)}
      destructive
      onConfirm={remove}
      onClose={onClose}
      // A refusal (not the creator, already past) says why; anything else in the spec's words.
      errorMessage={(error) =>
        isClientError(error) ? error.message : failureMessage(error, t(calendarNoticesMessages.deleteFailed))
      }
    >
      {series && (
        <fieldset className="choice-group">
          <legend>{t(m.deleteWhich, { summary: seriesSummary(series, t) })}</legend>
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
                <span className="choice__text">{t(label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </ConfirmDialog>
  )
}
