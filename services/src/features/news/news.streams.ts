import { newsDecider } from '@teamspace/domain/news/news.decider'
import { newsArticleStreamId } from '@teamspace/domain/news/news.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per article: its author's edits and its pin are decided against its own history only. */
export const newsArticleStream = commandStream({
  type: 'newsarticle',
  decider: newsDecider,
  streamOf: (command) => newsArticleStreamId(command.data.newsArticleId),
  // The route makes the id of a new article: its stream cannot exist yet.
  creates: (command) => command.type === 'PostNewsArticle',
})
