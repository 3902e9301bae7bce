import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { useTeamId } from '../team/team-context'
import { mainLinks } from './nav-links'
import { useShellActions } from './shell-actions'
import { shellMessages } from './shell.messages'

/** The five main pages; the router marks the current one with aria-current="page". Chat shows its unread count. */
export function MainLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { chatBadge } = useShellActions()
  const teamId = useTeamId()
  const t = useT()
  return (
    <>
      {mainLinks.map((link) => (
        <Link key={link.to} to={link.to} params={{ teamId }} className={className} onClick={onNavigate}>
          {t(shellMessages[link.message])}
          {link.to === '/t/$teamId/chat' && chatBadge}
        </Link>
      ))}
    </>
  )
}
