import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { teamUnreadQuery } from './chat.queries'
import { chatMessages } from './chat.messages'
import './chat-badge.css'

/** In the team switcher, beside a team: how many messages by others the person has not read there yet. */
export function TeamUnreadCount({ teamId }: { teamId: string }) {
  const { data: teams } = useQuery(teamUnreadQuery())
  const t = useT()
  const unread = teams?.find((team) => team.teamId === teamId)?.unread ?? 0
  if (!unread) return null
  return (
    <span className="team-unread-badge">
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> {t(chatMessages.unreadMessages, { count: unread })}</span>
    </span>
  )
}
