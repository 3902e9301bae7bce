import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import type { LiveStatus } from '../../lib/live'
import { Logo } from '../../ui'
import { productName } from '../product-name'
import { useSignedInUser } from '../signed-in-user'
import { AccountMenu } from './AccountMenu'
import { AppsMenu } from './AppsMenu'
import { LiveIndicator } from './LiveIndicator'
import { MainLinks } from './MainLinks'
import { OutboxStatus } from './OutboxStatus'
import { PhoneMenu } from './PhoneMenu'
import { ProfileMenu } from './ProfileMenu'
import { inviteLabel } from './nav-links'
import { useShellActions } from './shell-actions'
import { shellMessages } from './shell.messages'
import { TeamName, TeamSwitcher, useTeams } from './TeamSwitcher'
import { useTeamId } from '../team/team-context'
import { useShownAsOf } from '../pwa/offline-status'
import './shell.css'

/** The frame of every team page: the top bar (the team, its pages; a menu button on phones), then the page. */
export function AppShell({ liveStatus, children }: { liveStatus: LiveStatus; children: ReactNode }) {
  const user = useSignedInUser()
  const { openInvite } = useShellActions()
  const teamId = useTeamId()
  const { currentName } = useTeams()
  const t = useT()
  // Offline, when what the page shows was last fetched, if it came from the device (app/pwa/offline-cache.ts).
  const asOf = useShownAsOf()
  return (
    <>
      <a className="skip-link" href="#main">
        {t(shellMessages.skipToContent)}
      </a>
      <header className="top-bar">
        <div className="top-bar__inner">
          <Link to="/t/$teamId/dashboard" params={{ teamId }} className="top-bar__brand">
            <Logo /> <span className="top-bar__name">{productName}</span>
          </Link>
          <div className="top-bar__team">
            <TeamSwitcher />
          </div>
          {/* On a phone the team is named here; its switcher is in the menu. A name longer than two lines gives way. */}
          <span className="top-bar__team-phone" data-may-shorten>
            <TeamName name={currentName} />
          </span>
          <nav className="top-bar__nav" aria-label={t(shellMessages.main)}>
            <MainLinks className="top-bar__link" />
            <AppsMenu />
          </nav>
          <div className="top-bar__end">
            <LiveIndicator status={liveStatus} asOf={asOf} />
            <button type="button" className="top-bar__invite" onClick={openInvite}>
              {t(inviteLabel(user.role))}
            </button>
            <AccountMenu />
          </div>
          {/* On a phone the rest of the bar folds into the menu; the connection state stays in sight. */}
          <LiveIndicator status={liveStatus} asOf={asOf} className="live-status--phone" />
          {/* The page header's menu, as a face: on a phone it sits here rather than on a row of its own. */}
          <div className="top-bar__profile">
            <ProfileMenu />
          </div>
          <PhoneMenu />
        </div>
      </header>
      <OutboxStatus />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
