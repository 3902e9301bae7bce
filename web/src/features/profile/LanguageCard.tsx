import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { isLanguage, languageCodes, languages, type Language } from '@teamspace/domain/shared/languages'
import { useId } from 'react'
import { currentLanguage, switchLanguage } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { apiSend, failureMessage, type Answer } from '../../lib/api'
import { Card, Notice } from '../../ui'
import { accountKeys, type Session } from '../account'
import type { signedInSchema } from '@teamspace/domain/account/account.schemas'
import { languageMessages as m } from './language.messages'

const mutationKey = ['account', 'language'] as const

const saveLanguage = (language: Language) =>
  apiSend<Answer<typeof signedInSchema>>('PUT', '/api/account/language', { language })

/**
 * The language of the app, its mails and pushes: the page speaks it the moment it is chosen, and the account keeps
 * it for every device and every mail. Each language is named in its own words, so anyone finds theirs.
 */
export function LanguageCard() {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationKey,
    mutationFn: saveLanguage,
    // The page speaks the language at once, which renders it anew (I18nProvider): what became of the save is read
    // from the mutation cache below, which outlives that.
    onMutate: (language) => switchLanguage(language),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<Session>(accountKeys.session, (session) => ({ ...session, user }))
    },
  })
  const [last] = useMutationState({ filters: { mutationKey }, select: (mutation) => mutation.state }).slice(-1)
  return (
    <Card title={t(m.title)}>
      <div className="stack">
        <label htmlFor={id}>{t(m.label)}</label>
        <select
          id={id}
          value={currentLanguage()}
          disabled={last?.status === 'pending'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (isLanguage(event.target.value)) save.mutate(event.target.value)
          }}
        >
          {languageCodes.map((code) => (
            <option key={code} value={code} lang={code}>
              {languages[code].name}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="muted">
          {t(m.hint)}
        </p>
        {last?.status === 'success' && <Notice tone="success">{t(m.saved)}</Notice>}
        {last?.status === 'error' && <Notice tone="error">{failureMessage(last.error, t(m.saveFailed))}</Notice>}
      </div>
    </Card>
  )
}
