import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { NewsPage } from '../../../../features/news/NewsPage'
import { newsListQuery } from '../../../../features/news/news.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/news')({
  staticData: { page: pageTitles['/news'] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(newsListQuery()),
  errorComponent: PageError,
  component: NewsPage,
})
