import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { ChatPage } from '../../../../features/chat/ChatPage'
import { threadListQuery } from '../../../../features/chat/chat.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/chat')({
  staticData: { page: pageTitles['/chat'] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(threadListQuery()),
  errorComponent: PageError,
  component: ChatPage,
})
