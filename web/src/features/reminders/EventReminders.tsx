import { useQuery, useQueryClient } from '@tanstack/react-query'
import { reminderMessages } from '@teamspace/domain/reminders/reminders.constants'
import { useState } from 'react'
import { useCommand } from '../../lib/use-command'
import { refusalOr } from './refusal'
import { Button, Notice } from '../../ui'
import { eventRemindersQuery, remindUnanswered, reminderKeys } from './reminders.queries'
import { reminderReach } from './reminders-view'

/** For coaches on an upcoming game or practice: who has not answered, and the button that reminds them. */
export function EventReminders({ calendarEventId }: { calendarEventId: string }) {
  const queryClient = useQueryClient()
  const { data } = useQuery(eventRemindersQuery(calendarEventId))
  const [sent, setSent] = useState<string | null>(null)
  const remind = useCommand({
    mutationFn: (_: void, commandId) => remindUnanswered(calendarEventId, commandId),
    onSuccess: (result) => {
      setSent(
        `Reminded the families of ${result.reminded} ${result.reminded === 1 ? 'child' : 'children'} (${result.recipients} ${result.recipients === 1 ? 'member' : 'members'}).`,
      )
      void queryClient.invalidateQueries({ queryKey: reminderKeys.ofEvent(calendarEventId) })
    },
  })
  if (!data?.asksForAvailability) return null

  return (
    <section className="event-reminders stack" aria-label="Reminders">
      <p className="muted">{reminderReach(data)}</p>
      <div>
        <Button
          onClick={() => {
            setSent(null)
            remind.mutate()
          }}
          loading={remind.isPending}
        >
          {reminderMessages.remindButton}
        </Button>
      </div>
      {sent && <Notice tone="success">{sent}</Notice>}
      {remind.isError && (
        <Notice tone="error">{refusalOr(remind.error, 'Could not send the reminder. Please try again.')}</Notice>
      )}
    </section>
  )
}
