import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useState } from 'react'
import { DeleteEventDialog } from './DeleteEventDialog'
import { EventDetailDialog } from './EventDetailDialog'
import { EventFormDialog, type EventFormStart } from './EventFormDialog'

/**
 * The calendar's dialogs, wherever events are shown (the calendar, the dashboard): an event's detail, and over it
 * the edit form or the delete confirmation; or the form for a new event.
 */
export function useCalendarDialogs({ today, timeZone }: { today: string; timeZone: string }) {
  const [detail, setDetail] = useState<CalendarEventView | null>(null)
  const [form, setForm] = useState<EventFormStart | null>(null)
  const [deleting, setDeleting] = useState<CalendarEventView | null>(null)

  const dialogs = (
    <>
      {detail && (
        <EventDetailDialog
          event={detail}
          timeZone={timeZone}
          onEdit={(event) => setForm({ event })}
          onDelete={setDeleting}
          onClose={() => setDetail(null)}
        />
      )}
      {form && <EventFormDialog start={form} today={today} onClose={() => setForm(null)} />}
      {deleting && (
        <DeleteEventDialog event={deleting} onDeleted={() => setDetail(null)} onClose={() => setDeleting(null)} />
      )}
    </>
  )

  return {
    /** The form for a new event, on `date` when a day was clicked. */
    openSchedule: (date?: string) => setForm(date === undefined ? {} : { date }),
    openDetail: setDetail,
    dialogs,
  }
}
