import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { useCommand } from '../../lib/use-command'
import { refusalOr } from './refusal'
import { Button, Notice } from '../../ui'
import { eventRemindersQuery, remindUnanswered } from './reminders.queries'
import { reminderReach } from './reminders-view'
import { remindersMessages as m } from './reminders.messages'

/** For coaches on an upcoming game or practice: who has not answered, and the button that reminds them. */
export function EventReminders({ calendarEventId }: { calendarEventId: string }) {
  const t = useT()
  const { data } = useQuery(eventRemindersQuery(calendarEventId))
  const [sent, setSent] = useState<string | null>(null)
  const remind = useCommand({
    mutationFn: (_: void, commandId) => remindUnanswered(calendarEventId, commandId),
    onSuccess: (result) => setSent(t(m.reminded, { children: result.reminded, members: result.recipients })),
  })
  if (!data?.asksForAvailability) return null

  return (
    <section className="event-reminders stack" aria-label={t(m.reminders)}>
      <p className="muted">{reminderReach(data)}</p>
      <div>
        <Button
          onClick={() => {
            setSent(null)
            remind.mutate()
          }}
          loading={remind.isPending}
        >
          {t(m.remindButton)}
        </Button>
      </div>
      {sent && <Notice tone="success">{sent}</Notice>}
      {remind.isError && <Notice tone="error">{refusalOr(remind.error, t(m.remindFailed))}</Notice>}
    </section>
  )
}
