import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { unreadQuery } from './chat.queries'
import { chatMessages } from './chat.messages'
import './chat-badge.css'

/** Beside the Chat link: how many messages by others the member has not read yet, in the threads they may see. */
export function ChatUnreadBadge() {
  const { data: unread } = useQuery(unreadQuery())
  const t = useT()
  if (!unread) return null
  return (
    <span className="chat-nav-badge">
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> {t(chatMessages.unread)}</span>
    </span>
  )
}
