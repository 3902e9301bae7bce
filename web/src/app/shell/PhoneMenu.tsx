import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { arrowKeyHandler, focusItem } from '../../ui/arrow-keys'
import { useDismiss } from '../../ui/use-dismiss'
import { useSignedInUser } from '../signed-in-user'
import { AccountSummary } from './AccountMenu'
import { MainLinks } from './MainLinks'
import { appLinks, inviteLabel } from './nav-links'
import { useShellActions } from './shell-actions'
import { shellMessages as m } from './shell.messages'
import { PhoneTeamLinks, useTeams } from './TeamSwitcher'
import { useTeamId } from '../team/team-context'

const itemSelector = 'a, button'

/** Below 768px the top bar folds into this one button and a panel with every link. */
export function PhoneMenu() {
  const user = useSignedInUser()
  const { signOut, openInvite } = useShellActions()
  const teamId = useTeamId()
  const { teams, currentName } = useTeams()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const t = useT()

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])
  useDismiss(open, close, panelRef, buttonRef)
  useEffect(() => {
    if (open) focusItem(panelRef.current, itemSelector, 'first')
  }, [open])
  const onKeyDown = useMemo(() => arrowKeyHandler(itemSelector), [])
  const closeMenu = () => close(false)

  return (
    <div className="phone-menu">
      <button
        ref={buttonRef}
        type="button"
        className="phone-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="phone-menu__icon" aria-hidden="true" data-open={open} />
        <span className="phone-menu__word">{t(m.menu)}</span>
      </button>
      <div ref={panelRef} id={panelId} className="phone-menu__panel" hidden={!open} onKeyDown={onKeyDown}>
        <nav aria-label={t(m.teams)} className="phone-menu__section">
          <h2 className="phone-menu__heading">{teams.length > 1 ? t(m.yourTeams) : currentName}</h2>
          <PhoneTeamLinks onNavigate={closeMenu} />
        </nav>
        <nav aria-label={t(m.main)} className="phone-menu__section">
          <MainLinks className="phone-menu__link" onNavigate={closeMenu} />
        </nav>
        <nav aria-label={t(m.apps)} className="phone-menu__section">
          <h2 className="phone-menu__heading">{t(m.apps)}</h2>
          {appLinks.map((app) => (
            <Link
              key={app.to}
              to={app.to}
              params={{ teamId }}
              className="phone-menu__link phone-menu__link--app"
              onClick={closeMenu}
            >
              <span>{t(app.label)}</span>
              <span className="phone-menu__description">{t(app.description)}</span>
            </Link>
          ))}
        </nav>
        <div className="phone-menu__section">
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => {
              // The dialog returns focus to what had it as it opened: the Menu button, not this hidden one.
              close(true)
              openInvite()
            }}
          >
            {t(inviteLabel(user.role))}
          </button>
        </div>
        <div className="phone-menu__section">
          <AccountSummary name={user.name} email={user.email} teamId={user.teamId} />
          <button type="button" className="btn btn--secondary btn--block" onClick={() => void signOut()}>
            {t(m.signOut)}
          </button>
        </div>
      </div>
    </div>
  )
}
