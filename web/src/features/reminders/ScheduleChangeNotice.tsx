import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { eventAddress, eventOnDay } from '../../shared/calendar/event-link'
import { refusalOr } from './refusal'
import { Button, Notice } from '../../ui'
import { acknowledgeScheduleChange, acknowledgementPath, reminderKeys, scheduleChangeQuery } from './reminders.queries'
import { gotItWaiting, scheduleChangeSentence, seenLine } from './reminders-view'
import { remindersMessages as m } from './reminders.messages'
import './reminders.css'

/**
 * An event's last change of time or place: families confirm it with "Got it"; coaches see who has seen it.
 * Shows nothing when the event has not changed (or the change is confirmed and the viewer is no coach). Without
 * signal "Got it" is kept on the phone like any one-tap save, and the notice says it waits until it is sent.
 */
export function ScheduleChangeNotice({
  calendarEventId,
  familiesOnly = false,
}: {
  calendarEventId: string
  /** Only the families' "Got it" (the dashboard), not the coaches' list. */
  familiesOnly?: boolean
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const teamId = useTeamId()
  const { data } = useQuery(scheduleChangeQuery(calendarEventId))
  const waiting = gotItWaiting(useOutbox().items, acknowledgementPath(calendarEventId))
  const acknowledge = useOutboxCommand({
    describe: () => ({
      description: t(m.keptGotIt, { event: data?.change ? eventOnDay(data.change) : t(m.aScheduleChange) }),
      madeIn: eventAddress(teamId, calendarEventId),
    }),
    // Kept: the notice reads the outbox and says it waits.
    queued: () => null,
    mutationFn: (_: void, commandId) => acknowledgeScheduleChange(calendarEventId, commandId),
    onSuccess: (status) => {
      if (status) queryClient.setQueryData(reminderKeys.scheduleChange(calendarEventId), status)
    },
  })
  const change = data?.change
  if (!data || !change) return null
  const asking = data.asked && !data.acknowledged
  if (familiesOnly && !asking && !acknowledge.isError) return null

  return (
    <div className="schedule-change stack">
      {asking && (
        <Notice>
          {/* On the dashboard the notice stands apart from the event: it names it. */}
          <span>{scheduleChangeSentence(change, { named: familiesOnly })} </span>
          {waiting ? (
            // Inside the notice, itself a polite status: said when it changes.
            <span className="schedule-change__waiting">{t(m.gotItWaiting)}</span>
          ) : (
            <Button variant="primary" loading={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
              {t(m.gotIt)}
            </Button>
          )}
        </Notice>
      )}
      {acknowledge.isError && <Notice tone="error">{refusalOr(acknowledge.error, t(m.gotItFailed))}</Notice>}
      {/* For coaches: who of the families has seen the last change (none asked: nothing to show). */}
      {data.seen && data.seen.total > 0 && !familiesOnly && (
        <p className="schedule-change__seen">
          <span>{change.moved ? t(m.seenMoved) : t(m.seenRelocated)}: </span>
          <strong>{seenLine(data.seen)}</strong>
          {data.seen.notYet.length > 0 && (
            <span> · {t(m.notYet, { names: data.seen.notYet.map((member) => member.name).join(', ') })}</span>
          )}
        </p>
      )}
    </div>
  )
}
