import { inEachLanguage, memberLanguage } from '@teamspace/domain/i18n/speak'
import { newsArticleMail, newsMailRoutes } from '@teamspace/domain/news/news-mails'
import type { NewsArticleEmailed } from '@teamspace/domain/news/news.events'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { defineMailKind, wantsMail } from '../../platform/mail/mail-kinds'
import { sendMemberMails, type MemberMailOutbox } from '../../platform/mail/outbox-delivery'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { memberNameOf } from '../profile'
import './news-mails.tables'

export const NEWS_MAIL_SUBSCRIBER = 'news-mails'

/**
 * A request older than this is not mailed: a subscriber that starts on an old log (a new deployment of this
 * feature, a long outage) sends nobody an article they have long since read on the page.
 */
const FRESH_MS = 24 * 60 * 60 * 1000

/**
 * Queues one mail per member of the team who has not turned news e-mails off, for each article a coach asked
 * to e-mail, in the subscriber's transaction (so the rows commit with its checkpoint). The article is read as it
 * stands now: one deleted meanwhile is sent to nobody.
 */
const queueArticleMails = async (
  trx: Kysely<DB>,
  events: readonly RecordedEvent<NewsArticleEmailed>[],
  origin: string,
  now: Date,
) => {
  const told = events.filter((event) => now.getTime() - Date.parse(event.metadata.recordedAt) < FRESH_MS)
  if (told.length === 0) return
  const articleIds = [...new Set(told.map((event) => event.data.newsArticleId))]
  const teamIds = [...new Set(told.map((event) => event.data.teamId))]
  const [articles, teams, members] = await Promise.all([
    trx
      .selectFrom('news_articles')
      .select(['id', 'team_id', 'title', 'summary', 'content'])
      .select(memberNameOf(sql.ref('news_articles.author_id')).as('author_name'))
      .where('id', 'in', articleIds)
      .execute(),
    trx.selectFrom('teams').select(['id', 'name', 'language']).where('id', 'in', teamIds).execute(),
    trx
      .selectFrom('team_members as m')
      .leftJoin('accounts as a', 'a.id', 'm.user_id')
      .select(['m.team_id', 'm.user_id', 'a.language'])
      .where('m.team_id', 'in', teamIds)
      .where(wantsMail(newsMails, 'm'))
      .execute(),
  ])
  const articleById = new Map(articles.map((row) => [row.id, row]))
  const teamNameById = new Map(teams.map((row) => [row.id, row.name]))
  const teamLanguageById = new Map(teams.map((row) => [row.id, row.language]))
  const rows = told.flatMap(({ data }) => {
    const article = articleById.get(data.newsArticleId)
    const teamName = teamNameById.get(data.teamId)
    if (!article || article.team_id !== data.teamId || teamName === undefined) return []
    const words = { title: article.title, summary: article.summary, content: article.content }
    const context = {
      teamName,
      newsUrl: teamPageUrl(origin, data.teamId, 'news'),
      profileUrl: teamPageUrl(origin, data.teamId, 'profile'),
    }
    // The article as written; the words around it in each member's language.
    const mails = inEachLanguage((language) =>
      newsArticleMail({ ...words, authorName: article.author_name }, context, language),
    )
    return members
      .filter((member) => member.team_id === data.teamId)
      .map((member) => {
        const mail = mails[memberLanguage(member.language, teamLanguageById.get(data.teamId))]
        return {
          key: `${data.newsArticleId}:${member.user_id}`,
          team_id: data.teamId,
          user_id: member.user_id,
          subject: mail.subject,
          body: mail.text,
        }
      })
  })
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('news_mail_outbox')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  }
}

/**
 * News e-mails go to every member of the team until they turn them off, team by team: each carries a one-click
 * link that turns off that team's (the link names the team and the member).
 */
export const newsMails = defineMailKind({
  name: 'news',
  label: { en: 'news e-mails', de: 'News-E-Mails', es: 'correos de noticias' },
  defaultOn: true,
  recipients: 'team',
  setting: newsMailRoutes.preference,
})

/** One mail per article and member, kept a month once done with; retried for about an hour and three quarters. */
export const newsMailOutbox: MemberMailOutbox = {
  table: 'news_mail_outbox',
  keepDays: 30,
  retryDelaysS: [5, 30, 120, 600, 1_800, 3_600],
  kind: newsMails,
}

/**
 * E-mails of the articles a coach sends to the team: an asynchronous subscriber with its own checkpoint,
 * queuing with it and sending after commit through the mail port, as plain text.
 */
export const newsMailSubscriber = (app: FastifyInstance): Subscriber => {
  return {
    name: NEWS_MAIL_SUBSCRIBER,
    handles: ['NewsArticleEmailed'] satisfies NewsArticleEmailed['type'][],
    handle: (events, trx) =>
      queueArticleMails(trx, events as readonly RecordedEvent<NewsArticleEmailed>[], app.site.origin(), new Date()),
    deliver: (signal) => sendMemberMails(app, newsMailOutbox, signal),
  }
}
