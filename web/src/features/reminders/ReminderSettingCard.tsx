import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  reminderLeadHours,
  reminderLeadLabels,
  reminderMessages,
  type ReminderLeadHours,
} from '@teamspace/domain/reminders/reminders.constants'
import { useId, useState } from 'react'
import { useCommand } from '../../lib/use-command'
import { refusalOr } from './refusal'
import { Button, Card, Notice, Spinner } from '../../ui'
import { chooseReminderLead, reminderKeys, reminderSettingQuery } from './reminders.queries'

/** Team settings: when families who have not answered are reminded before a game or practice. */
export function ReminderSettingCard() {
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery(reminderSettingQuery())
  const [saved, setSaved] = useState(false)
  const id = useId()
  const save = useCommand({
    mutationFn: (leadHours: ReminderLeadHours, commandId) => chooseReminderLead({ leadHours }, commandId),
    onSuccess: (setting) => {
      queryClient.setQueryData(reminderKeys.setting, setting)
      setSaved(true)
    },
  })

  return (
    <Card title={reminderMessages.settingTitle}>
      {isPending ? (
        <Spinner label="Loading reminder setting…" showLabel />
      ) : isError ? (
        <Notice tone="error">
          Could not load the reminder setting. <Button onClick={() => void refetch()}>Try again</Button>
        </Notice>
      ) : (
        <div className="stack">
          <label htmlFor={id}>Remind families who haven’t answered</label>
          <select
            id={id}
            value={data.leadHours}
            disabled={save.isPending}
            onChange={(event) => {
              setSaved(false)
              save.mutate(Number(event.target.value) as ReminderLeadHours)
            }}
          >
            {reminderLeadHours.map((hours) => (
              <option key={hours} value={hours}>
                {reminderLeadLabels[hours]}
              </option>
            ))}
          </select>
          <p className="muted">
            Before each game and practice, the families of children nobody has answered for get one reminder.
          </p>
          {saved && <Notice tone="success">Reminder setting saved.</Notice>}
          {save.isError && (
            <Notice tone="error">{refusalOr(save.error, 'Failed to save the setting. Please try again.')}</Notice>
          )}
        </div>
      )}
    </Card>
  )
}
