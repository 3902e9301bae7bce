import { useState, type ReactNode } from 'react'
import { useT } from '../i18n/use-t'
import { newCommandId } from '../lib/api'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { Notice } from './Notice'
import { uiMessages as m } from './ui.messages'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  description: ReactNode
  confirmLabel: string
  /** A destructive action gets the danger colour; the cancel button is always there. */
  destructive?: boolean
  /** Does it; `commandId` stays the same for every try while the dialog is open, so a retry is safe. */
  onConfirm: (commandId: string) => Promise<unknown>
  onClose: () => void
  /** The words to show when the action fails; the server's own message is used when it sends one. */
  errorMessage: (error: unknown) => string
  /** What the person fills in to confirm (a password), shown above the error. */
  children?: ReactNode
}

/** Asks before doing something that cannot be taken back, and stays open with the reason when it fails. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
  errorMessage,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const t = useT()
  const [error, setError] = useState<string | null>(null)
  const [commandId, setCommandId] = useState(newCommandId)

  const close = () => {
    if (busy) return
    setError(null)
    // Cancelling ends the intent: asking again, perhaps about something else, is a new command.
    setCommandId(newCommandId())
    onClose()
  }

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm(commandId)
      setBusy(false)
      setCommandId(newCommandId())
      onClose()
    } catch (failure) {
      setBusy(false)
      setError(errorMessage(failure))
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  )
}
