import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    news_articles: NewsArticlesTable
  }
  interface ReadTables {
    news_articles: true
  }
}

/** Each article as last edited; a deleted one leaves the table. */
export interface NewsArticlesTable {
  id: string
  team_id: string
  title: string
  content: string
  summary: string
  author_id: string
  is_pinned: boolean
  is_published: boolean
  published_at: Timestamp
  created_at: Timestamp
  updated_at: Timestamp
  /** When a coach e-mailed it to the team; null until then. */
  emailed_at: Timestamp | null
}
