import { Link } from '@tanstack/react-router'
import type { Role } from '@teamspace/domain/shared/roles'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { Card } from '../../ui'
import { CalendarIcon, CameraIcon, ChartIcon, ClipboardIcon, MegaphoneIcon, PersonIcon } from '../../ui/icons'
import { useTeamId } from '../../app/team/team-context'
import { dashboardMessages } from './dashboard.messages'
import { quickActionsFor, type QuickAction } from './quick-actions'

const icons: Record<QuickAction['label']['id'], ReactNode> = {
  'dashboard-actions.managePlayers': <PersonIcon />,
  'dashboard-actions.trackStats': <ClipboardIcon />,
  'dashboard-actions.postNews': <MegaphoneIcon />,
  'dashboard-actions.scheduleEvents': <CalendarIcon />,
  'dashboard-actions.viewPlayers': <PersonIcon />,
  'dashboard-actions.viewStats': <ChartIcon />,
  'dashboard-actions.photoGallery': <CameraIcon />,
  'dashboard-actions.teamCalendar': <CalendarIcon />,
}

/** Big, thumb-sized ways into the pages this person uses most. */
export function QuickActions({ role }: { role: Role }) {
  const t = useT()
  const teamId = useTeamId()
  return (
    <Card title={t(dashboardMessages.quickActions)}>
      <ul className="quick-actions">
        {quickActionsFor(role).map((action) => (
          <li key={action.label.id}>
            <Link to={action.to} params={{ teamId }} className="quick-action">
              <span className="quick-action__icon" aria-hidden="true">
                {icons[action.label.id]}
              </span>
              <span className="quick-action__text">
                <span className="quick-action__label">{t(action.label)}</span>
                <span className="quick-action__description">{t(action.description)}</span>
              </span>
              <span className="quick-action__chevron" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
