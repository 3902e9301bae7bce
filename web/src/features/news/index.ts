// The news' public face: what other features may use of it (the dashboard's Latest News, chat's links).
export { textParts } from './news-content'
export { newsListQuery } from './news.queries'
