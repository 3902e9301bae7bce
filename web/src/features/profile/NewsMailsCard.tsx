import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { newsMailMessages } from '@teamspace/domain/news/news-mails'
import { useState } from 'react'
import { failureMessage } from '../../lib/api'
import { Card, Notice, Spinner } from '../../ui'
import { newsMailQuery, profileSettingsKeys, setNewsMails } from './profile-settings.queries'

/** Whether the member gets the news articles coaches e-mail to the team: on until they turn it off, saved as they tick. */
export function NewsMailsCard() {
  const queryClient = useQueryClient()
  const preference = useQuery(newsMailQuery())
  const [saved, setSaved] = useState(false)
  // What the person just ticked, shown at once while it is saved; back to the server's answer if saving fails.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const save = useMutation({
    mutationFn: setNewsMails,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileSettingsKeys.newsMails, updated)
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
    <Card title={newsMailMessages.title}>
      <div className="stack">
        {preference.isPending ? (
          <Spinner label="Loading your e-mail settings…" />
        ) : preference.isError ? (
          <Notice tone="error">{failureMessage(preference.error, newsMailMessages.saveFailed)}</Notice>
        ) : (
          <label className="choice">
            <input
              type="checkbox"
              checked={enabled ?? true}
              disabled={save.isPending}
              onChange={(event) => choose(event.target.checked)}
            />
            <span className="choice__text">
              {newsMailMessages.label}
              <span className="choice__hint">{newsMailMessages.hint}</span>
            </span>
          </label>
        )}
        {saved && <Notice tone="success">{newsMailMessages.saved}</Notice>}
        {save.isError && <Notice tone="error">{failureMessage(save.error, newsMailMessages.saveFailed)}</Notice>}
      </div>
    </Card>
  )
}
