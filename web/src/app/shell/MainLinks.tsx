import { Link } from '@tanstack/react-router'
import { useTeamId } from '../team/team-context'
import { mainLinks } from './nav-links'
import { useShellActions } from './shell-actions'

/** The five main pages; the router marks the current one with aria-current="page". Chat shows its unread count. */
export function MainLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { chatBadge } = useShellActions()
  const teamId = useTeamId()
  return (
    <>
      {mainLinks.map((link) => (
        <Link key={link.to} to={link.to} params={{ teamId }} className={className} onClick={onNavigate}>
          {link.label}
          {link.to === '/t/$teamId/chat' && chatBadge}
        </Link>
      ))}
    </>
  )
}
