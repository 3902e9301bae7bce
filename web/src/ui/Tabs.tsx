import { useMemo } from 'react'
import { arrowKeyHandler } from './arrow-keys'

export interface TabOption<T extends string> {
  value: T
  label: string
}

interface TabListProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string
  /** Ties each tab to the panel it controls: `${idPrefix}-tab-${value}` and `${idPrefix}-panel`. */
  idPrefix: string
  tabs: readonly TabOption<T>[]
  selected: T
  onSelect: (value: T) => void
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): only the selected tab is in the tab order, and the arrow keys move
 * between tabs and select them at once. Pair it with `tabPanelProps` on the panel.
 */
export function TabList<T extends string>({ label, idPrefix, tabs, selected, onSelect }: TabListProps<T>) {
  const moveWithArrows = useMemo(() => arrowKeyHandler('[role="tab"]', 'horizontal'), [])
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        moveWithArrows(event)
        const focused = tabs.find((tab) => tabId(idPrefix, tab.value) === document.activeElement?.id)
        if (focused && focused.value !== selected) onSelect(focused.value)
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          id={tabId(idPrefix, tab.value)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.value === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.value === selected ? 0 : -1}
          onClick={() => tab.value !== selected && onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`

/** The attributes of the panel a TabList controls. */
export const tabPanelProps = (idPrefix: string, selected: string) => ({
  id: `${idPrefix}-panel`,
  role: 'tabpanel',
  'aria-labelledby': tabId(idPrefix, selected),
})
