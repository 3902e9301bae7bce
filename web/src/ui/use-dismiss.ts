import { useEffect, type RefObject } from 'react'

/**
 * Closes a popup on Escape (handing focus back to the button that opened it) and on a press anywhere outside
 * both the popup and its button.
 */
export function useDismiss(
  open: boolean,
  close: (returnFocus: boolean) => void,
  popup: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null
      if (popup.current?.contains(target) || button.current?.contains(target)) return
      close(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close(true)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close, popup, button])
}
