import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { editOutboxItem } from '../../lib/outbox/drafts'
import { discardOutboxItem, isQueued } from '../../lib/outbox/outbox'
import type { OutboxItem } from '../../lib/outbox/outbox-db'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { formatInZone, timeOptions } from '../../lib/dates'
import { useSlowSignal } from '../../lib/signal'
import type { Message } from '@teamspace/domain/i18n/messages'
import { useT, type Translate } from '../../i18n/use-t'
import { Badge, Button, Dialog, type BadgeTone } from '../../ui'
import { useOnline } from './LiveIndicator'
import { shellStatusMessages as m } from './shell-status.messages'
import './outbox.css'

/** The line under the top bar while saves wait: "waiting for signal · 2 queued". */
export const outboxSummary = (items: readonly OutboxItem[], online: boolean, t: Translate): string => {
  const queued = items.filter(isQueued).length
  const refused = items.filter((item) => item.fate === 'refused').length
  const parts: string[] = []
  if (queued > 0) parts.push(t(online ? m.sending : m.waitingForSignal), t(m.queued, { count: queued }))
  if (refused > 0) parts.push(t(m.notSent, { count: refused }))
  return parts.join(' · ')
}

const fates: Record<OutboxItem['fate'], { label: Message; tone: BadgeTone }> = {
  waiting: { label: m.fateWaiting, tone: 'warning' },
  sending: { label: m.fateSending, tone: 'neutral' },
  sent: { label: m.fateSent, tone: 'success' },
  refused: { label: m.fateRefused, tone: 'danger' },
}

const timeOf = (iso: string) => formatInZone(iso, undefined, timeOptions)

/**
 * The saves made without signal: a polite line saying how many wait, which opens the list of them with each one's
 * fate. One the server refused on the later send shows its words, and can be discarded, copied, or taken back to
 * where it was made: "Edit" opens its form there again with what was typed, when the page has it.
 */
export function OutboxStatus() {
  const { items } = useOutbox()
  // Online on one bar of signal is no better than offline for what waits.
  const slow = useSlowSignal()
  const online = useOnline() && !slow
  const [open, setOpen] = useState(false)
  const t = useT()
  const summary = outboxSummary(items, online, t)

  return (
    <>
      <div className="outbox-status" role="status" data-empty={summary === '' ? true : undefined}>
        {summary !== '' && (
          <button type="button" className="outbox-status__button" onClick={() => setOpen(true)}>
            {summary}
          </button>
        )}
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t(m.savedTitle)}
        description={t(m.savedDescription)}
        footer={<Button onClick={() => setOpen(false)}>{t(m.close)}</Button>}
      >
        {items.length === 0 ? (
          <p className="muted">{t(m.nothingWaiting)}</p>
        ) : (
          <ul className="outbox-list">
            {items.map((item) => (
              <OutboxRow key={item.id} item={item} onLeave={() => setOpen(false)} />
            ))}
          </ul>
        )}
      </Dialog>
    </>
  )
}

function OutboxRow({ item, onLeave }: { item: OutboxItem; onLeave: () => void }) {
  const router = useRouter()
  const [copied, setCopied] = useState(false)
  const t = useT()
  const fate = fates[item.fate]
  const copy = async () => {
    await navigator.clipboard.writeText(item.text)
    setCopied(true)
  }
  return (
    <li className="outbox-item" data-fate={item.fate}>
      <div className="outbox-item__head">
        <span className="outbox-item__what">{item.description}</span>
        <Badge tone={fate.tone}>{t(fate.label)}</Badge>
      </div>
      <span className="outbox-item__when">{t(m.madeAt, { time: timeOf(item.createdAt) })}</span>
      {item.refusal && <p className="outbox-item__refusal">{item.refusal}</p>}
      {item.fate !== 'sent' && item.fate !== 'sending' && (
        <div className="outbox-item__actions">
          {item.fate === 'refused' && (
            <Button
              variant="ghost"
              onClick={() => {
                editOutboxItem(item)
                onLeave()
                void router.history.push(item.madeOn)
              }}
            >
              {t(m.edit)}
            </Button>
          )}
          {item.fate === 'refused' && item.text !== '' && (
            <Button variant="ghost" onClick={() => void copy()}>
              {t(copied ? m.copied : m.copyText)}
            </Button>
          )}
          <Button variant="ghost" onClick={() => void discardOutboxItem(item.id)}>
            {t(item.fate === 'refused' ? m.discard : m.dontSend)}
          </Button>
        </div>
      )}
    </li>
  )
}
