import { useQuery, useQueryClient } from '@tanstack/react-query'
import { newsMessages } from '@teamspace/domain/news/news.constants'
import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, ConfirmDialog, EmptyState, Notice, Spinner } from '../../ui'
import { MegaphoneIcon } from '../../ui/icons'
import { NewsArticleCard } from './NewsArticleCard'
import { NewsFormDialog } from './NewsFormDialog'
import { deleteNewsArticle, emailNewsArticle, newsListQuery, pinNewsArticle, refreshNews } from './news.queries'
import './news.css'

/** The result limits offered beside the search box; "All" sends none. */
const limits = [5, 10, 20, 50] as const

type Editing = { article: NewsArticleView | null } | null

/** Team News (spec §2): search, optional limit, the list, and for coaches Create Article, pin, edit and delete. */
export function NewsPage() {
  const user = useSignedInUser()
  const manages = can(user.role, 'news.manage')
  const queryClient = useQueryClient()
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
      await refreshNews(queryClient)
    },
    onError: (failure) =>
      setPinFailure(isClientError(failure) ? failure.message : failureMessage(failure, newsMessages.saveFailed)),
  })

  const remove = async (commandId: string) => {
    if (!deleting) return
    try {
      await deleteNewsArticle(deleting.id, commandId)
    } catch (failure) {
      if (!isNotFound(failure)) throw failure
    }
    await refreshNews(queryClient)
    setDeleting(null)
  }

  const sendEmail = async (commandId: string) => {
    if (!emailing) return
    await emailNewsArticle(emailing.id, commandId)
    await refreshNews(queryClient)
    setEmailed(emailing.title)
  }

  return (
    <div className="news-page stack">
      <div className="news-toolbar">
        <div className="news-toolbar__search field">
          <label className="field__label" htmlFor="news-search">
            Search news
          </label>
          <input
            id="news-search"
            type="search"
            placeholder="Search articles…"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="news-toolbar__limit field">
          <label className="field__label" htmlFor="news-limit">
            Show
          </label>
          <select
            id="news-limit"
            value={limit ?? ''}
            onChange={(event) => setLimit(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">All articles</option>
            {limits.map((n) => (
              <option key={n} value={n}>
                Latest {n}
              </option>
            ))}
          </select>
        </div>
        {manages && (
          <Button variant="primary" className="news-toolbar__create" onClick={() => setEditing({ article: null })}>
            + Create Article
          </Button>
        )}
      </div>

      {pinFailure && <Notice tone="error">{pinFailure}</Notice>}
      {emailed && (
        <Notice tone="success">
          “{emailed}”: {newsMessages.emailQueued}
        </Notice>
      )}

      <div aria-busy={isFetching} aria-live="polite">
        {isPending ? (
          <Spinner label="Loading news…" showLabel />
        ) : error ? (
          <Notice tone="error">{failureMessage(error, 'Could not load the news. Please try again.')}</Notice>
        ) : articles.length === 0 ? (
          <EmptyState
            icon={<MegaphoneIcon size={40} />}
            title={newsMessages.empty}
            text={
              search.trim()
                ? 'No articles match your search.'
                : manages
                  ? 'Share the first announcement with the team.'
                  : 'The coaches have not posted any news yet.'
            }
          />
        ) : (
          <ul className="news-list">
            {articles.map((article) => (
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
        )}
      </div>

      <aside className="news-info" aria-labelledby="news-info-title">
        <h2 id="news-info-title">Stay Connected</h2>
        <p>
          Team news appears here as soon as a coach posts it, newest first, with important announcements pinned to the
          top. Check back often for match reports, schedule changes and team updates.
        </p>
      </aside>

      {editing && <NewsFormDialog article={editing.article} onClose={() => setEditing(null)} />}
      {emailing && (
        <ConfirmDialog
          open
          title={newsMessages.emailAction}
          description={
            <>
              “{emailing.title}” — {newsMessages.confirmEmail}
            </>
          }
          confirmLabel={newsMessages.emailAction}
          onConfirm={sendEmail}
          onClose={() => setEmailing(null)}
          errorMessage={(failure) =>
            isClientError(failure) ? failure.message : failureMessage(failure, newsMessages.emailFailed)
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete Article"
          description={newsMessages.confirmDelete}
          confirmLabel="Delete Article"
          destructive
          onConfirm={remove}
          onClose={() => setDeleting(null)}
          errorMessage={(failure) =>
            isClientError(failure) ? failure.message : failureMessage(failure, 'Failed to delete news article.')
          }
        />
      )}
    </div>
  )
}
