import type { KeyboardEvent } from 'react'

/** The index arrow keys move to in a list of `count` items, wrapping at both ends; undefined for other keys. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return current < 0 ? 0 : (current + 1) % count
    case 'ArrowUp':
    case 'ArrowLeft':
      return current < 0 ? count - 1 : (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

const focusable = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true',
  )

/**
 * A keydown handler that moves focus among the items matching `selector` with the arrow keys, Home and End.
 * `vertical` limits it to Up/Down so Left/Right stay free (and the other way round).
 */
export function arrowKeyHandler(selector: string, axis: 'vertical' | 'horizontal' = 'vertical') {
  const ignored = axis === 'vertical' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown']
  return (event: KeyboardEvent<HTMLElement>) => {
    if (ignored.includes(event.key)) return
    const items = focusable(event.currentTarget, selector)
    const current = items.indexOf(document.activeElement as HTMLElement)
    const next = nextIndex(event.key, current, items.length)
    if (next === undefined) return
    event.preventDefault()
    items[next]?.focus()
  }
}

export function focusItem(container: HTMLElement | null, selector: string, which: 'first' | 'last') {
  if (!container) return
  const items = focusable(container, selector)
  ;(which === 'first' ? items[0] : items.at(-1))?.focus()
}
