import { Link } from '@tanstack/react-router'
import type { Role } from '@teamspace/domain/shared/roles'
import type { ReactNode } from 'react'
import { Card } from '../../ui'
import { CalendarIcon, CameraIcon, ChartIcon, ClipboardIcon, MegaphoneIcon, PersonIcon } from '../../ui/icons'
import { useTeamId } from '../../app/team/team-context'
import { quickActionsFor, type QuickAction } from './quick-actions'

const icons: Record<QuickAction['label'], ReactNode> = {
  'Manage Players': <PersonIcon />,
  'Track Stats': <ClipboardIcon />,
  'Post News': <MegaphoneIcon />,
  'Schedule Events': <CalendarIcon />,
  'View Players': <PersonIcon />,
  'View Stats': <ChartIcon />,
  'Photo Gallery': <CameraIcon />,
  'Team Calendar': <CalendarIcon />,
}

/** Big, thumb-sized ways into the pages this person uses most. */
export function QuickActions({ role }: { role: Role }) {
  const teamId = useTeamId()
  return (
    <Card title="Quick Actions">
      <ul className="quick-actions">
        {quickActionsFor(role).map((action) => (
          <li key={action.label}>
            <Link to={action.to} params={{ teamId }} className="quick-action">
              <span className="quick-action__icon" aria-hidden="true">
                {icons[action.label]}
              </span>
              <span className="quick-action__text">
                <span className="quick-action__label">{action.label}</span>
                <span className="quick-action__description">{action.description}</span>
              </span>
              <span className="quick-action__chevron" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
