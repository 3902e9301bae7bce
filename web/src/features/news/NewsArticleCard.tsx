import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../lib/dates'
import { Badge, Button } from '../../ui'
import { ArticleBody } from './ArticleBody'
import { isLong, preview, wasEdited } from './news-content'
import { newsMessages } from './news.messages'
import { HistoryButton } from '../../shared/history/HistoryButton'

interface NewsArticleCardProps {
  article: NewsArticleView
  /** Coaches: pin or unpin. */
  onPin: ((article: NewsArticleView) => void) | undefined
  /** Coaches: e-mail it to the team, once. */
  onEmail?: ((article: NewsArticleView) => void) | undefined
  onEdit: (article: NewsArticleView) => void
  onDelete: (article: NewsArticleView) => void
}

/** One article: long ones collapse to 200 characters with Read More / Read Less (spec §2). */
export function NewsArticleCard({ article, onPin, onEmail, onEdit, onDelete }: NewsArticleCardProps) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const titleId = useId()
  const bodyId = useId()
  const long = isLong(article.content)
  return (
    <article className={article.isPinned ? 'news-card news-card--pinned' : 'news-card'} aria-labelledby={titleId}>
      <header className="news-card__header">
        <div>
          <h2 id={titleId} className="news-card__title">
            {article.title}
          </h2>
          <p className="news-card__meta muted">
            {article.authorName} · {formatDate(article.createdAt)}
            {wasEdited(article) && <> {t(newsMessages.updated, { date: formatDate(article.updatedAt) })}</>}
          </p>
        </div>
        {article.isPinned && <Badge tone="warning">{t(newsMessages.pinned)}</Badge>}
      </header>
      {article.summary && <p className="news-card__summary">{article.summary}</p>}
      <div id={bodyId}>
        <ArticleBody content={long && !expanded ? preview(article.content) : article.content} />
      </div>
      {long && (
        <Button variant="ghost" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? newsMessages.readLess : newsMessages.readMore)}
        </Button>
      )}
      {(onPin || article.canEdit) && (
        <footer className="news-card__actions">
          {onPin && (
            <Button
              variant="ghost"
              onClick={() => onPin(article)}
              aria-label={t(article.isPinned ? newsMessages.unpinArticle : newsMessages.pinArticle, {
                title: article.title,
              })}
            >
              {t(article.isPinned ? newsMessages.unpin : newsMessages.pin)}
            </Button>
          )}
          {onEmail &&
            (article.emailedAt ? (
              <Button
                variant="ghost"
                disabled
                title={t(newsMessages.emailedOn, { date: formatDate(article.emailedAt) })}
                aria-label={t(newsMessages.emailedArticle, { title: article.title })}
              >
                {t(newsMessages.emailed)}
              </Button>
            ) : (
              <Button
                variant="ghost"
                onClick={() => onEmail(article)}
                aria-label={t(newsMessages.emailArticle, { title: article.title })}
              >
                {t(newsMessages.emailAction)}
              </Button>
            ))}
          {article.canEdit && (
            <>
              <Button
                variant="ghost"
                onClick={() => onEdit(article)}
                aria-label={t(newsMessages.editArticle, { title: article.title })}
              >
                {t(newsMessages.edit)}
              </Button>
              <Button
                variant="ghost"
                onClick={() => onDelete(article)}
                aria-label={t(newsMessages.deleteArticleNamed, { title: article.title })}
              >
                {t(newsMessages.delete)}
              </Button>
            </>
          )}
          <HistoryButton kind="news-article" id={article.id} label={article.title} />
        </footer>
      )}
    </article>
  )
}
