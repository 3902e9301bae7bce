import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, ConfirmDialog, EmptyState, ListStates, Notice, SearchField } from '../../ui'
import { MegaphoneIcon } from '../../ui/icons'
import { NewsArticleCard } from './NewsArticleCard'
import { NewsFormDialog } from './NewsFormDialog'
import { deleteNewsArticle, emailNewsArticle, newsListQuery, pinNewsArticle, refreshNews } from './news.queries'
import { newsMessages } from './news.messages'
import './news.css'

/** The result limits offered beside the search box; "All" sends none. */
const limits = [5, 10, 20, 50] as const

type Editing = { article: NewsArticleView | null } | null

/** Team News (spec §2): search, optional limit, the list, and for coaches Create Article, pin, edit and delete. */
export function NewsPage() {
  const user = useSignedInUser()
  const manages = can(user.role, 'news.manage')
  const queryClient = useQueryClient()
  const t = useT()
  const [search, setSearch] = useState('')
  const [limit, setLimit] = useState<number | undefined>(undefined)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<NewsArticleView | null>(null)
  const [emailing, setEmailing] = useState<NewsArticleView | null>(null)
  const [emailed, setEmailed] = useState<string | null>(null)
  const [pinFailure, setPinFailure] = useState<string | null>(null)
  const { data: articles, isPending, error, isFetching } = useQuery(newsListQuery(search, limit))

  const pin = useCommand({
    mutationFn: async (article: NewsArticleView, commandId: string) => {
      await pinNewsArticle(article.id, !article.isPinned, commandId)
    },
    onError: (failure) =>
      setPinFailure(isClientError(failure) ? failure.message : failureMessage(failure, t(newsMessages.saveFailed))),
  })

  const remove = async (commandId: string) => {
    if (!deleting) return
    try {
      await deleteNewsArticle(deleting.id, commandId)
    } catch (failure) {
      if (!isNotFound(failure)) throw failure
      // Gone already: a refusal names no topics, so the list reads again what the other delete changed.
      await refreshNews(queryClient)
    }
    setDeleting(null)
  }

  const sendEmail = async (commandId: string) => {
    if (!emailing) return
    await emailNewsArticle(emailing.id, commandId)
    setEmailed(emailing.title)
  }

  return (
    <div className="news-page stack">
      <div className="news-toolbar">
        <SearchField
          className="news-toolbar__search"
          label={t(newsMessages.searchNews)}
          placeholder={t(newsMessages.searchPlaceholder)}
          value={search}
          onChange={setSearch}
        />
        <div className="news-toolbar__limit field">
          <label className="field__label" htmlFor="news-limit">
            {t(newsMessages.show)}
          </label>
          <select
            id="news-limit"
            value={limit ?? ''}
            onChange={(event) => setLimit(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">{t(newsMessages.allArticles)}</option>
            {limits.map((n) => (
              <option key={n} value={n}>
                {t(newsMessages.latest, { count: n })}
              </option>
            ))}
          </select>
        </div>
        {manages && (
          <Button variant="primary" className="news-toolbar__create" onClick={() => setEditing({ article: null })}>
            {t(newsMessages.createArticle)}
          </Button>
        )}
      </div>

      {pinFailure && <Notice tone="error">{pinFailure}</Notice>}
      {emailed && <Notice tone="success">{t(newsMessages.emailQueued, { title: emailed })}</Notice>}

      <div aria-busy={isFetching} aria-live="polite">
        <ListStates
          pending={isPending}
          loadingLabel={t(newsMessages.loading)}
          failure={error ? failureMessage(error, t(newsMessages.loadFailed)) : null}
          empty={
            articles?.length === 0 && (
              <EmptyState
                icon={<MegaphoneIcon size={40} />}
                title={t(newsMessages.empty)}
                text={
                  search.trim()
                    ? t(newsMessages.noMatch)
                    : manages
                      ? t(newsMessages.shareFirst)
                      : t(newsMessages.noneYet)
                }
              />
            )
          }
        >
          <ul className="news-list">
            {articles?.map((article) => (
              <li key={article.id}>
                <NewsArticleCard
                  article={article}
                  onPin={
                    manages
                      ? (a) => {
                          setPinFailure(null)
                          pin.mutate(a)
                        }
                      : undefined
                  }
                  onEmail={
                    manages
                      ? (a) => {
                          setEmailed(null)
                          setEmailing(a)
                        }
                      : undefined
                  }
                  onEdit={(a) => setEditing({ article: a })}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
        </ListStates>
      </div>

      <aside className="news-info" aria-labelledby="news-info-title">
        <h2 id="news-info-title">{t(newsMessages.stayConnected)}</h2>
        <p>{t(newsMessages.stayConnectedText)}</p>
      </aside>

      {editing && <NewsFormDialog article={editing.article} onClose={() => setEditing(null)} />}
      {emailing && (
        <ConfirmDialog
          open
          title={t(newsMessages.emailAction)}
          description={t(newsMessages.confirmEmail, { title: emailing.title })}
          confirmLabel={t(newsMessages.emailAction)}
          onConfirm={sendEmail}
          onClose={() => setEmailing(null)}
          errorMessage={(failure) =>
            isClientError(failure) ? failure.message : failureMessage(failure, t(newsMessages.emailFailed))
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t(newsMessages.deleteArticle)}
          description={t(newsMessages.confirmDelete)}
          confirmLabel={t(newsMessages.deleteArticle)}
          destructive
          onConfirm={remove}
          onClose={() => setDeleting(null)}
          errorMessage={(failure) =>
            isClientError(failure) ? failure.message : failureMessage(failure, t(newsMessages.deleteFailed))
          }
        />
      )}
    </div>
  )
}
