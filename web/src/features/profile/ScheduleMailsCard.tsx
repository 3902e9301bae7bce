import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { scheduleMailMessages } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import { useState } from 'react'
import { failureMessage } from '../../lib/api'
import { Card, Notice, Spinner } from '../../ui'
import { profileSettingsKeys, scheduleMailQuery, setScheduleMails } from './profile-settings.queries'

/** Whether the member is e-mailed about schedule changes: on until they turn it off, saved as they tick. */
export function ScheduleMailsCard() {
  const queryClient = useQueryClient()
  const preference = useQuery(scheduleMailQuery())
  const [saved, setSaved] = useState(false)
  // What the person just ticked, shown at once while it is saved; back to the server's answer if saving fails.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const save = useMutation({
    mutationFn: setScheduleMails,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileSettingsKeys.scheduleMails, updated)
      setChosen(null)
      setSaved(true)
    },
    onError: () => setChosen(null),
  })
  const choose = (enabled: boolean) => {
    setSaved(false)
    setChosen(enabled)
    save.mutate(enabled)
  }
  const enabled = chosen ?? preference.data?.enabled

  return (
    <Card title="Schedule change e-mails">
      <div className="stack">
        {preference.isPending ? (
          <Spinner label="Loading your e-mail settings…" />
        ) : preference.isError ? (
          <Notice tone="error">{failureMessage(preference.error, scheduleMailMessages.saveFailed)}</Notice>
        ) : (
          <label className="choice">
            <input
              type="checkbox"
              checked={enabled ?? true}
              disabled={save.isPending}
              onChange={(event) => choose(event.target.checked)}
            />
            <span className="choice__text">
              {scheduleMailMessages.label}
              <span className="choice__hint">{scheduleMailMessages.hint}</span>
            </span>
          </label>
        )}
        {saved && <Notice tone="success">{scheduleMailMessages.saved}</Notice>}
        {save.isError && <Notice tone="error">{failureMessage(save.error, scheduleMailMessages.saveFailed)}</Notice>}
      </div>
    </Card>
  )
}
