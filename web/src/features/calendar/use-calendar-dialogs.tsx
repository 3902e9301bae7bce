import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { lazy, Suspense, useState } from 'react'
import type { EventFormStart } from './EventFormDialog'

// The dialogs (and the form code they carry) load when one is first opened, not with the page that shows events.
const DeleteEventDialog = lazy(() =>
  import('./DeleteEventDialog').then((module) => ({ default: module.DeleteEventDialog })),
)
const EventDetailDialog = lazy(() =>
  import('./EventDetailDialog').then((module) => ({ default: module.EventDetailDialog })),
)
const EventFormDialog = lazy(() => import('./EventFormDialog').then((module) => ({ default: module.EventFormDialog })))

/**
 * The calendar's dialogs, wherever events are shown (the calendar, the dashboard): an event's detail, and over it
 * the edit form or the delete confirmation; or the form for a new event.
 */
export function useCalendarDialogs({
  today,
  timeZone,
  onDetailClosed,
}: {
  today: string
  timeZone: string
  /** When the detail closes, or its event is deleted. */
  onDetailClosed?: () => void
}) {
  const [detail, setDetail] = useState<CalendarEventView | null>(null)
  const [form, setForm] = useState<EventFormStart | null>(null)
  const [deleting, setDeleting] = useState<CalendarEventView | null>(null)

  const closeDetail = () => {
    setDetail(null)
    onDetailClosed?.()
  }

  const dialogs = (
    <Suspense fallback={null}>
      {detail && (
        <EventDetailDialog
          event={detail}
          timeZone={timeZone}
          onEdit={(event) => setForm({ event })}
          onDelete={setDeleting}
          onClose={closeDetail}
        />
      )}
      {form && <EventFormDialog start={form} today={today} onClose={() => setForm(null)} />}
      {deleting && <DeleteEventDialog event={deleting} onDeleted={closeDetail} onClose={() => setDeleting(null)} />}
    </Suspense>
  )

  return {
    /** The form for a new event, on `date` when a day was clicked. */
    openSchedule: (date?: string) => setForm(date === undefined ? {} : { date }),
    openDetail: setDetail,
    dialogs,
  }
}
