import { useStore } from '@tanstack/react-form'
import { newsLimits } from '@teamspace/domain/news/news.constants'
import { newsArticleInputSchema, type NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { editNewsArticle, postNewsArticle } from './news.queries'
import { newsMessages } from './news.messages'

interface NewsFormValues {
  title: string
  content: string
  summary: string
}

interface NewsFormDialogProps {
  /** The article to edit (its author only); a new article otherwise. */
  article: NewsArticleView | null
  onClose: () => void
}

/** The news editor: title, content and a summary with its n/200 counter. Mounted only while open. */
export function NewsFormDialog({ article, onClose }: NewsFormDialogProps) {
  const t = useT()
  const [failure, setFailure] = useState<string | null>(null)

  const save = useCommand({
    mutationFn: async (values: NewsFormValues, commandId: string) => {
      if (article) await editNewsArticle(article.id, values, commandId)
      else await postNewsArticle(values, commandId)
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues: {
      title: article?.title ?? '',
      content: article?.content ?? '',
      summary: article?.summary ?? '',
    } satisfies NewsFormValues,
    validators: { onDynamic: checkSchema<NewsFormValues>(newsArticleInputSchema) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await save.mutateAsync(value)
        onClose()
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(newsMessages.saveFailed)))
      }
    },
  })
  const summaryLength = useStore(form.store, (state) => state.values.summary.trim().length)

  return (
    <FormDialog
      form={form}
      title={t(article ? newsMessages.editTitle : newsMessages.createTitle)}
      onClose={onClose}
      legend={t(newsMessages.legend)}
      submitLabel={t(article ? newsMessages.saveChanges : newsMessages.publish)}
      className="news-form"
      failure={failure}
    >
      <form.AppField name="title">
        {(field) => <field.TextField label={t(newsMessages.title)} required autoComplete="off" maxLength={200} />}
      </form.AppField>
      <form.AppField name="content">
        {(field) => (
          <field.Control label={t(newsMessages.content)} required hint={t(newsMessages.contentHint)}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={20000}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </field.Control>
        )}
      </form.AppField>
      <form.AppField name="summary">
        {(field) => (
          <field.Control
            label={t(newsMessages.summary)}
            hint={
              <span
                className={summaryLength >= newsLimits.summaryMax ? 'news-counter news-counter--over' : 'news-counter'}
              >
                {summaryLength}/{newsLimits.summaryMax}
              </span>
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </field.Control>
        )}
      </form.AppField>
    </FormDialog>
  )
}
