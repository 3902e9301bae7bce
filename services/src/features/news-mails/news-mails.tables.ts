import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    news_mail_outbox: NewsMailOutboxTable
  }
}

/**
 * One article to one member, keyed by the article and the member so it is queued once; written with the
 * subscriber's checkpoint, sent after commit, and marked. The address is looked up when sending, never kept.
 */
export interface NewsMailOutboxTable {
  key: string
  team_id: string
  user_id: string
  subject: string
  body: string
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  /** A sender's lease: another instance leaves the row alone until it runs out. */
  claimed_until: Timestamp | null
  /** Null while it is still to be sent. */
  outcome: 'sent' | 'skipped' | 'failed' | null
  finished_at: Timestamp | null
  last_error: string | null
}
