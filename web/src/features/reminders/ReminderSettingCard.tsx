import { useQuery, useQueryClient } from '@tanstack/react-query'
import { reminderLeadHours, type ReminderLeadHours } from '@teamspace/domain/reminders/reminders.constants'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { useCommand } from '../../lib/use-command'
import { refusalOr } from './refusal'
import { Button, Card, Field, Notice, Spinner } from '../../ui'
import { remindersLeadsMessages as leads } from './reminders-leads.messages'
import { remindersMessages as m } from './reminders.messages'
import { chooseReminderLead, reminderKeys, reminderSettingQuery } from './reminders.queries'

/** Each lead time's words. */
const leadMessages = { 0: leads.off, 24: leads.day, 48: leads.twoDays, 72: leads.threeDays } as const satisfies Record<
  ReminderLeadHours,
  unknown
>

/** Team settings: when families who have not answered are reminded before a game or practice. */
export function ReminderSettingCard() {
  const t = useT()
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery(reminderSettingQuery())
  const [saved, setSaved] = useState(false)
  const save = useCommand({
    mutationFn: (leadHours: ReminderLeadHours, commandId) => chooseReminderLead({ leadHours }, commandId),
    onSuccess: (setting) => {
      queryClient.setQueryData(reminderKeys.setting, setting)
      setSaved(true)
    },
  })

  return (
    <Card title={t(m.settingTitle)}>
      {isPending ? (
        <Spinner label={t(m.loadingSetting)} showLabel />
      ) : isError ? (
        <Notice tone="error">
          {t(m.settingLoadFailed)} <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
        </Notice>
      ) : (
        <div className="stack">
          <Field label={t(m.remindLabel)} hint={t(m.settingHint)}>
            {(control) => (
              <select
                {...control}
                value={data.leadHours}
                disabled={save.isPending}
                onChange={(event) => {
                  setSaved(false)
                  save.mutate(Number(event.target.value) as ReminderLeadHours)
                }}
              >
                {reminderLeadHours.map((hours) => (
                  <option key={hours} value={hours}>
                    {t(leadMessages[hours])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {saved && <Notice tone="success">{t(m.settingSaved)}</Notice>}
          {save.isError && <Notice tone="error">{refusalOr(save.error, t(m.settingSaveFailed))}</Notice>}
        </div>
      )}
    </Card>
  )
}
