import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'

/** How far a pointer moves before a press becomes a drag (a tap stays a tap). */
const DRAG_THRESHOLD_PX = 8

/** A player being dragged, and where the pointer is. */
export interface Dragging {
  readonly playerId: string
  readonly x: number
  readonly y: number
}

/**
 * Drag and drop with a pointer (mouse, pen or finger), the alternative to tap-to-place: a press on a player that
 * moves becomes a drag, and letting go over an element marked `data-drop` drops the player there. The click that
 * follows a drag is swallowed, so a drop is never also a tap.
 */
export function useDragToPlace(onDrop: (playerId: string, target: string) => void) {
  const [dragging, setDragging] = useState<Dragging | null>(null)
  const pressed = useRef<{ playerId: string; x: number; y: number; moved: boolean } | null>(null)
  const swallowClick = useRef(false)
  const dropRef = useRef(onDrop)
  useEffect(() => {
    dropRef.current = onDrop
  })

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const press = pressed.current
      if (!press) return
      if (!press.moved && Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD_PX) return
      press.moved = true
      setDragging({ playerId: press.playerId, x: event.clientX, y: event.clientY })
    }
    const up = (event: PointerEvent) => {
      const press = pressed.current
      pressed.current = null
      if (!press?.moved) return
      setDragging(null)
      // The click a drag ends with (if the browser sends one) is not a tap; it comes at once or not at all.
      swallowClick.current = true
      setTimeout(() => (swallowClick.current = false), 0)
      const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-drop]')
      if (target?.dataset.drop) dropRef.current(press.playerId, target.dataset.drop)
    }
    const cancel = () => {
      pressed.current = null
      setDragging(null)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    return () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
    }
  }, [])

  /** The props a draggable player's element takes. */
  const dragProps = useCallback(
    (playerId: string) => ({
      onPointerDown: (event: ReactPointerEvent) => {
        if (event.button !== 0) return
        pressed.current = { playerId, x: event.clientX, y: event.clientY, moved: false }
      },
    }),
    [],
  )

  /** The props of the element around every player and place: it keeps a drag's closing click from being a tap. */
  const areaProps = {
    onClickCapture: (event: ReactMouseEvent) => {
      if (!swallowClick.current) return
      swallowClick.current = false
      event.preventDefault()
      event.stopPropagation()
    },
  }

  return { dragging, dragProps, areaProps }
}
