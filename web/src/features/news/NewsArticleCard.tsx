import { newsMessages } from '@teamspace/domain/news/news.constants'
import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { useId, useState } from 'react'
import { formatDate } from '../../lib/dates'
import { Badge, Button } from '../../ui'
import { ArticleBody } from './ArticleBody'
import { isLong, preview, wasEdited } from './news-content'
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
            {wasEdited(article) && <> (Updated {formatDate(article.updatedAt)})</>}
          </p>
        </div>
        {article.isPinned && <Badge tone="warning">Pinned</Badge>}
      </header>
      {article.summary && <p className="news-card__summary">{article.summary}</p>}
      <div id={bodyId}>
        <ArticleBody content={long && !expanded ? preview(article.content) : article.content} />
      </div>
      {long && (
        <Button variant="ghost" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      )}
      {(onPin || article.canEdit) && (
        <footer className="news-card__actions">
          {onPin && (
            <Button variant="ghost" onClick={() => onPin(article)}>
              {article.isPinned ? 'Unpin' : 'Pin'}
              <span className="visually-hidden"> {article.title}</span>
            </Button>
          )}
          {onEmail &&
            (article.emailedAt ? (
              <Button variant="ghost" disabled title={`E-mailed on ${formatDate(article.emailedAt)}`}>
                {newsMessages.emailed}
                <span className="visually-hidden"> {article.title}</span>
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => onEmail(article)}>
                {newsMessages.emailAction}
                <span className="visually-hidden"> {article.title}</span>
              </Button>
            ))}
          {article.canEdit && (
            <>
              <Button variant="ghost" onClick={() => onEdit(article)}>
                Edit<span className="visually-hidden"> {article.title}</span>
              </Button>
              <Button variant="ghost" onClick={() => onDelete(article)}>
                Delete<span className="visually-hidden"> {article.title}</span>
              </Button>
            </>
          )}
          <HistoryButton kind="news-article" id={article.id} label={article.title} />
        </footer>
      )}
    </article>
  )
}
