import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../lib/dates'
import { Card, Spinner } from '../../ui'
import { newsListQuery, preview, TextWithLinks } from '../news'
import { useTeamId } from '../../app/team/team-context'
import { dashboardMessages as m } from './dashboard.messages'

/** A line's worth of an article without a summary, cut as the news page cuts its previews. */
const EXCERPT_LENGTH = 120

/** The three latest articles (spec §2 and §10), pinned first as on /news, and the way to the rest. */
export function LatestNews() {
  const t = useT()
  const teamId = useTeamId()
  const { data: articles, isPending, isError } = useQuery(newsListQuery('', 3))
  return (
    <Card
      title={t(m.latestNews)}
      actions={
        <Link to="/t/$teamId/news" params={{ teamId }} className="btn btn--ghost">
          {t(m.viewAll)}
          <span className="visually-hidden">{t(m.viewAllNews)}</span>
        </Link>
      }
    >
      {isPending ? (
        <Spinner label={t(m.loadingNews)} />
      ) : isError ? (
        <p className="muted">{t(m.newsFailed)}</p>
      ) : articles.length === 0 ? (
        <p className="muted">{t(m.noNews)}</p>
      ) : (
        <ul className="latest-news">
          {articles.map((article) => (
            <li key={article.id}>
              <p className="latest-news__title">{article.title}</p>
              <p className="latest-news__text muted">
                {formatDate(article.createdAt)} ·{' '}
                {article.summary || <TextWithLinks text={preview(article.content, EXCERPT_LENGTH)} />}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
