import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query'
import type { Message } from '@teamspace/domain/i18n/messages'
import { useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Card, Notice, Spinner } from '../../ui'
import { profileMailsMessages as m } from './profile-mails.messages'

interface MailPreference {
  readonly enabled: boolean
}

interface MailSettingCardProps<Key extends readonly unknown[]> {
  readonly title: Message
  /** The kind's words (profile-mails.messages.ts); saving says the same for every kind. */
  readonly messages: {
    readonly label: Message
    readonly hint: Message
  }
  /** The member's current choice. */
  readonly query: UseQueryOptions<MailPreference, Error, MailPreference, Key>
  /** Saves a new choice; the answer is the choice as stored. */
  readonly save: (enabled: boolean) => Promise<MailPreference>
}

/**
 * Whether the member gets one kind of e-mail (schedule changes, articles e-mailed to the team) from the current
 * team: on until they turn it off, saved as they tick; each of their teams has its own choice.
 */
export function MailSettingCard<Key extends readonly unknown[]>({
  title,
  messages,
  query,
  save: saveChoice,
}: MailSettingCardProps<Key>) {
  const t = useT()
  const { teamName } = useSignedInUser()
  const queryClient = useQueryClient()
  const preference = useQuery(query)
  const [saved, setSaved] = useState(false)
  // What the person just ticked, shown at once while it is saved; back to the server's answer if saving fails.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const save = useMutation({
    mutationFn: saveChoice,
    onSuccess: (updated) => {
      queryClient.setQueryData<MailPreference>(query.queryKey, updated)
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
    <Card title={t(title)}>
      <div className="stack">
        <p className="field__hint">{t(m.perTeam, { teamName })}</p>
        {preference.isPending ? (
          <Spinner label={t(m.loading)} />
        ) : preference.isError ? (
          <Notice tone="error">{failureMessage(preference.error, t(m.saveFailed))}</Notice>
        ) : (
          <label className="choice">
            <input
              type="checkbox"
              checked={enabled ?? true}
              disabled={save.isPending}
              onChange={(event) => choose(event.target.checked)}
            />
            <span className="choice__text">
              {t(messages.label)}
              <span className="choice__hint">{t(messages.hint)}</span>
            </span>
          </label>
        )}
        {saved && <Notice tone="success">{t(m.saved)}</Notice>}
        {save.isError && <Notice tone="error">{failureMessage(save.error, t(m.saveFailed))}</Notice>}
      </div>
    </Card>
  )
}
