import type { NewsDomainEvent } from '@teamspace/domain/news/news.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { onStream, projectionSpec } from '../../../test/projection-spec'
import { newsProjection } from './news.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(newsProjection)
const at = '2026-09-01T10:00:00.000Z'
const later = '2026-09-02T08:00:00.000Z'
const text = { title: 'Cup final', content: 'We play the cup final at North Field.', summary: '' }

const posted = (id: string) =>
  onStream(`newsarticle-${id}`, {
    type: 'NewsArticlePosted',
    data: { teamId: 't1', newsArticleId: id, ...text, authorId: 'user-coach', postedAt: at },
  } satisfies NewsDomainEvent)

const edited = (id: string, title: string, editedAt: string): NewsDomainEvent => ({
  type: 'NewsArticleEdited',
  data: { teamId: 't1', newsArticleId: id, ...text, title, editedAt },
})

describe('news projection', () => {
  it('lists a posted article, published and unpinned, under its author’s name', () =>
    spec.given(posted('n1')).then({
      news_articles: [
        {
          id: 'n1',
          team_id: 't1',
          ...text,
          author_id: 'user-coach',
          is_pinned: false,
          is_published: true,
          published_at: new Date(at),
          created_at: new Date(at),
          updated_at: new Date(at),
          emailed_at: null,
        },
      ],
    }))

  it('keeps the last of several edits and its time', () =>
    spec
      .given(
        posted('n1'),
        edited('n1', 'Cup final moved', '2026-09-01T12:00:00.000Z'),
        edited('n1', 'Cup final off', later),
      )
      .then({
        news_articles: [{ id: 'n1', title: 'Cup final off', created_at: new Date(at), updated_at: new Date(later) }],
      }))

  it('pins and unpins, keeping the last', () =>
    spec
      .given(
        posted('n1'),
        posted('n2'),
        { type: 'NewsArticlePinned', data: { teamId: 't1', newsArticleId: 'n1', isPinned: true } },
        { type: 'NewsArticlePinned', data: { teamId: 't1', newsArticleId: 'n2', isPinned: true } },
        { type: 'NewsArticlePinned', data: { teamId: 't1', newsArticleId: 'n2', isPinned: false } },
      )
      .then({
        news_articles: [
          { id: 'n1', is_pinned: true },
          { id: 'n2', is_pinned: false },
        ],
      }))

  it('removes a deleted article and leaves the others be', () =>
    spec
      .given(posted('n1'), posted('n2'), {
        type: 'NewsArticleDeleted',
        data: { teamId: 't1', newsArticleId: 'n1', deletedAt: later },
      })
      .then({ news_articles: [{ id: 'n2' }] }))

  it('stamps when an article was e-mailed to the team', () =>
    spec
      .given(posted('n1'), posted('n2'), {
        type: 'NewsArticleEmailed',
        data: { teamId: 't1', newsArticleId: 'n1', emailedAt: later },
      })
      .then({
        news_articles: [
          { id: 'n1', emailed_at: new Date(later) },
          { id: 'n2', emailed_at: null },
        ],
      }))
})
