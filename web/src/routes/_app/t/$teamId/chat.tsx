import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { ChatPage } from '../../../../features/chat/ChatPage'
import { threadListQuery } from '../../../../features/chat/chat.queries'

export const Route = createFileRoute('/_app/t/$teamId/chat')({
  staticData: { page: { title: 'Team Chat', subtitle: 'Conversations between coaches and families.' } },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(threadListQuery()),
  errorComponent: PageError,
  component: ChatPage,
})
