import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useT } from '../i18n/use-t'
import { Button } from './Button'
import { uiMessages as m } from './ui.messages'

interface DialogProps {
  open: boolean
  /** Called for Escape, the close button and a click on the backdrop; the owner sets `open` false. */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** The action buttons, the main one last. */
  footer?: ReactNode
  /** The body may scroll with nothing in it to focus (a long read): it takes focus itself, so keys can scroll it. */
  scrollingBody?: boolean
}

/**
 * A modal built on the native `<dialog>`: `showModal()` makes the rest of the page inert, which
 * keeps focus inside, and gives the Escape key and the backdrop for free.
 */
export function Dialog({ open, onClose, title, description, children, footer, scrollingBody = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const pressedBackdrop = useRef(false)
  const titleId = useId()
  const t = useT()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      dialog.showModal()
      // The browser focuses the first focusable element, which is the close button; a form is
      // quicker to fill in from its first field. An explicit `autoFocus` still wins.
      if (!dialog.querySelector('[autofocus]')) firstField(dialog)?.focus()
    }
    // Runs when `open` turns false and when the owner unmounts the dialog while it is open.
    return () => {
      if (dialog.open) dialog.close()
      returnFocusTo?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Browsers may force-close on a repeated Escape even though cancel was prevented.
      onClose={() => {
        if (open) onClose()
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // Only a press that both starts and ends on the backdrop closes: not a text selection
        // dragged out of a field.
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose()
        pressedBackdrop.current = false
      }}
    >
      {open && (
        <div className="dialog__content">
          <div className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <Button variant="ghost" aria-label={t(m.close)} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          {description && (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          )}
          {children && (
            <div className="dialog__body" tabIndex={scrollingBody ? 0 : undefined}>
              {children}
            </div>
          )}
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  )
}

function firstField(dialog: HTMLDialogElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>(
    '.dialog__body :is(input:not([type="hidden"]), select, textarea):not(:disabled)',
  )
}
