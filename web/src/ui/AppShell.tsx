import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LiveStatus } from '../lib/live'
import { Logo } from './Logo'

const liveStatusText: Record<LiveStatus, string> = {
  open: 'Live',
  connecting: 'Connecting…',
  closed: 'Offline',
}

interface AppShellProps {
  liveStatus: LiveStatus
  children: ReactNode
}

/** The frame of every signed-in page: the team bar with navigation, then the page. */
export function AppShell({ liveStatus, children }: AppShellProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/dashboard" className="app-header__brand">
            <Logo /> Team Space
          </Link>
          <span
            className="live-status"
            data-status={liveStatus}
            title="Changes made by others appear here as they happen"
          >
            {liveStatusText[liveStatus]}
          </span>
          <nav className="app-nav" aria-label="Main">
            <Link to="/dashboard">Dashboard</Link>
          </nav>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
