import { useMemo } from 'react'
import { arrowKeyHandler } from '../../ui/arrow-keys'
import type { AuthMode } from './auth-search'

const labels: Record<AuthMode, string> = {
  login: 'Sign in',
  register: 'Join a team',
  setup: 'Create a team',
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
  const moveWithArrows = useMemo(() => arrowKeyHandler('[role="tab"]', 'horizontal'), [])
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label="What would you like to do?"
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
          {labels[each]}
        </button>
      ))}
    </div>
  )
}
