// The news' public face: what other features may use of it (the dashboard's Latest News, chat's links).
export { TextWithLinks } from './ArticleBody'
export { preview, textParts } from './news-content'
export { newsListQuery } from './news.queries'
