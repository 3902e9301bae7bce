import { useQuery } from '@tanstack/react-query'
import type { HistoryKind } from '@teamspace/domain/history/history.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Button, Dialog, EmptyState, Notice, Spinner } from '../../ui'
import { historySharedMessages as m } from './history-shared.messages'
import { itemHistoryQuery } from './history.queries'
import { HistoryTimeline } from './HistoryTimeline'
import './history.css'

interface HistoryButtonProps {
  kind: HistoryKind
  id: string
  /** What the item is called, for the button's accessible name and the dialog's title. */
  label: string
  className?: string
}

/** "History" on an item, for coach-like members only: a dialog with the item's own timeline. */
export function HistoryButton({ kind, id, label, className }: HistoryButtonProps) {
  const user = useSignedInUser()
  const [open, setOpen] = useState(false)
  const t = useT()
  if (!can(user.role, 'history.read')) return null
  return (
    <>
      <Button
        variant="ghost"
        className={className ? `history-button ${className}` : 'history-button'}
        aria-label={t(m.historyOf, { label })}
        onClick={() => setOpen(true)}
      >
        {t(m.history)}
      </Button>
      {open && <HistoryDialog kind={kind} id={id} label={label} onClose={() => setOpen(false)} />}
    </>
  )
}

/** The item's timeline in a dialog, open while it is rendered. */
export function HistoryDialog({
  kind,
  id,
  label,
  onClose,
}: Omit<HistoryButtonProps, 'className'> & { onClose: () => void }) {
  const { data, error, isPending } = useQuery(itemHistoryQuery(kind, id))
  const t = useT()
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(m.historyTitle, { label })}
      description={t(m.historyDescription)}
      footer={<Button onClick={onClose}>{t(m.close)}</Button>}
    >
      <div aria-live="polite" className="history-dialog">
        {isPending ? (
          <Spinner label={t(m.loading)} showLabel />
        ) : error ? (
          <Notice tone="error">{failureMessage(error, t(m.loadFailed))}</Notice>
        ) : data.entries.length === 0 ? (
          <EmptyState title={t(m.itemEmpty)} />
        ) : (
          <HistoryTimeline entries={data.entries} timeZone={data.timeZone} />
        )}
      </div>
    </Dialog>
  )
}
