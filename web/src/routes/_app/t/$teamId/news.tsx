import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { NewsPage } from '../../../../features/news/NewsPage'
import { newsListQuery } from '../../../../features/news/news.queries'

export const Route = createFileRoute('/_app/t/$teamId/news')({
  staticData: { page: { title: 'Team News', subtitle: 'Announcements and match reports from the coaches.' } },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(newsListQuery()),
  errorComponent: PageError,
  component: NewsPage,
})
