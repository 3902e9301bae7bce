import { useMemo } from 'react'
import type { Message } from '@teamspace/domain/i18n/messages'
import { useT } from '../../i18n/use-t'
import { arrowKeyHandler } from '../../ui/arrow-keys'
import { accountAuthMessages as m } from './account-auth.messages'
import type { AuthMode } from './auth-search'

const labels: Record<AuthMode, Message> = {
  login: m.signInTab,
  register: m.joinTab,
  setup: m.createTab,
}

interface AuthModeTabsProps {
  mode: AuthMode
  modes: readonly AuthMode[]
  panelId: string
  onChange: (mode: AuthMode) => void
}

export const tabId = (panelId: string, mode: AuthMode) => `${panelId}-${mode}`

/** Sign in, join or create: a tab list (arrow keys move between the tabs and switch at once). */
export function AuthModeTabs({ mode, modes, panelId, onChange }: AuthModeTabsProps) {
  const t = useT()
  const moveWithArrows = useMemo(() => arrowKeyHandler('[role="tab"]', 'horizontal'), [])
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label={t(m.tabsLabel)}
      onKeyDown={(event) => {
        moveWithArrows(event)
        const focused = (document.activeElement as HTMLElement | null)?.dataset.mode as AuthMode | undefined
        if (focused && focused !== mode) onChange(focused)
      }}
    >
      {modes.map((each) => (
        <button
          key={each}
          id={tabId(panelId, each)}
          type="button"
          role="tab"
          data-mode={each}
          className="tabs__tab"
          aria-selected={each === mode}
          aria-controls={panelId}
          tabIndex={each === mode ? 0 : -1}
          onClick={() => each !== mode && onChange(each)}
        >
          {t(labels[each])}
        </button>
      ))}
    </div>
  )
}
