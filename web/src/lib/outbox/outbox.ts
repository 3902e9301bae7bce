import { translate } from '../../i18n/locale'
import { ApiError, isNetworkError, networkFailure, type UnsentRequest } from '../api'
import { libMessages as m } from '../lib.messages'
import {
  deleteItem,
  deleteItemsOf,
  itemsOf,
  putItem,
  setSignedInAccount,
  type OutboxFormPart,
  type OutboxBody,
  type OutboxDraft,
  type OutboxItem,
} from './outbox-db'
import { isSignalSlow, subscribeToSignal } from '../signal'
import { announce, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, replayOutbox } from './replay'

/**
 * The page's side of the outbox: the kept saves of the person signed in, as a store React reads, and what makes
 * them go: the signal returning (`online`, or the server answering again after a weak signal), the app opening, the
 * live socket reconnecting, a timer while any wait, and Background Sync where the browser has it (the service worker
 * sends them then).
 */

/** The most bytes kept waiting at once (photos mostly): a phone's storage is not the team's. */
export const OUTBOX_BUDGET_BYTES = 25 * 1024 * 1024
/** How often a tab tries again while saves wait and it has signal (the `online` event is not always told). */
const RETRY_EVERY_MS = 20_000

/** What a form says of a save it kept for later, in English; the person reads `keptWords()`. */
export const keptMessage = m.kept.defaultMessage

/** `keptMessage` in the person's language. */
export const keptWords = (): string => translate(m.kept)

/** Why a save could not be kept for later, in English; a failed save carries it in the person's language. */
export const tooBigMessage = m.tooBig.defaultMessage

export interface OutboxSnapshot {
  readonly accountId: string | null
  readonly items: readonly OutboxItem[]
}

/** What a save is, for the person: its words in the list, the text to copy, the page it was made on. */
export interface OutboxAbout {
  readonly description: string
  readonly text?: string
  /** The form's values, for "Edit" to bring back (made with a form's `draft`, see drafts.ts). */
  readonly draft?: OutboxDraft
  /**
   * Where "Edit" goes, when the page on screen does not bring the save back by itself (a one-tap answer made in an
   * event's dialog over the calendar: the address that opens that event). Else the page it was made on.
   */
  readonly madeIn?: string
}

let snapshot: OutboxSnapshot = { accountId: null, items: [] }
const listeners = new Set<() => void>()
let onSettled: ((item: OutboxItem) => void) | undefined
let lastOrder = 0

export const subscribeOutbox = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const outboxSnapshot = () => snapshot

/** The saves still to send (waiting, or being sent). */
export const isQueued = (item: OutboxItem) => item.fate === 'waiting' || item.fate === 'sending'

/** Whether saves of this team still wait: a new one then queues behind them, so they go in the order made. */
export const hasQueued = (teamId: string | undefined) =>
  teamId !== undefined && snapshot.items.some((item) => item.teamId === teamId && isQueued(item))

function publish(items: readonly OutboxItem[]) {
  const before = new Map(snapshot.items.map((item) => [item.id, item.fate]))
  snapshot = { ...snapshot, items }
  for (const item of items) {
    const was = before.get(item.id)
    if (was !== undefined && was !== item.fate && (item.fate === 'sent' || item.fate === 'refused')) onSettled?.(item)
  }
  for (const listener of listeners) listener()
}

/** Reads the account's saves again (after this tab, another or the service worker changed them). */
export async function reloadOutbox(): Promise<void> {
  const { accountId } = snapshot
  if (accountId === null) return
  const items = await itemsOf(accountId)
  if (snapshot.accountId === accountId) publish(items)
}

let flushing: Promise<void> | undefined

/** Sends what waits now, if there is signal; one run at a time in this tab. */
export function flushOutbox(): Promise<void> {
  const { accountId } = snapshot
  if (accountId === null || !snapshot.items.some(isQueued)) return Promise.resolve()
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve()
  flushing ??= replayOutbox({ accountId, onChange: () => void reloadOutbox() })
    .then(() => reloadOutbox())
    .catch(() => undefined)
    .finally(() => {
      flushing = undefined
    })
  return flushing
}

async function partsOf(form: FormData): Promise<OutboxFormPart[]> {
  const parts: OutboxFormPart[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, value })
    // The bytes themselves: a File's handle may not outlive the page that picked it.
    else parts.push({ name, file: new Blob([await value.arrayBuffer()], { type: value.type }), fileName: value.name })
  }
  return parts
}

const bodyOf = async (body: UnsentRequest['body']): Promise<OutboxBody> =>
  body === undefined
    ? { kind: 'none' }
    : typeof body === 'string'
      ? { kind: 'json', json: body }
      : { kind: 'form', parts: await partsOf(body) }

const sizeOf = (body: OutboxBody) =>
  body.kind === 'none'
    ? 0
    : body.kind === 'json'
      ? body.json.length * 2
      : body.parts.reduce((total, part) => total + ('file' in part ? part.file.size : part.value.length * 2), 0)

/** Kept bytes of the saves still to send. */
export const queuedBytes = (items: readonly OutboxItem[]) =>
  items.filter(isQueued).reduce((total, item) => total + item.size, 0)

function requestSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync
      return sync?.register(OUTBOX_SYNC_TAG)
    })
    .catch(() => undefined)
}

/**
 * Keeps a save that could not be sent, to send later exactly as it was. Fails (with the connection's words, and why)
 * when nobody is signed in here or it would pass the outbox's budget.
 */
export async function enqueue(unsent: UnsentRequest, about: OutboxAbout): Promise<OutboxItem> {
  const { accountId } = snapshot
  if (accountId === null || unsent.teamId === undefined) throw new ApiError(0, networkFailure(), 'network')
  const body = await bodyOf(unsent.body)
  const size = sizeOf(body)
  if (queuedBytes(snapshot.items) + size > OUTBOX_BUDGET_BYTES) throw new ApiError(0, translate(m.tooBig), 'network')
  lastOrder = Math.max(Date.now(), lastOrder + 1, ...snapshot.items.map((item) => item.order + 1))
  const item: OutboxItem = {
    id: unsent.commandId,
    accountId,
    teamId: unsent.teamId,
    method: unsent.method,
    path: unsent.path,
    body,
    description: about.description,
    text: about.text ?? '',
    ...(about.draft && { draft: about.draft }),
    madeOn: about.madeIn ?? (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`),
    createdAt: new Date().toISOString(),
    order: lastOrder,
    size,
    fate: 'waiting',
  }
  await putItem(item)
  publish([...snapshot.items.filter((each) => each.id !== item.id), item])
  announce()
  requestSync()
  void flushOutbox()
  return item
}

/**
 * For a save sent without `useOutboxCommand` (a photo upload loop): keeps it when it never reached the server and
 * says so (the kept item); null for any other failure. Fails when it cannot be kept (too big, nobody signed in).
 */
export async function keepUnsent(error: unknown, about: OutboxAbout): Promise<OutboxItem | null> {
  if (!isNetworkError(error) || !error.unsent) return null
  return enqueue(error.unsent, about)
}

/** Drops a kept save: refused by the server and given up, or one the person no longer wants sent. */
export async function discardOutboxItem(id: string): Promise<void> {
  await deleteItem(id)
  publish(snapshot.items.filter((item) => item.id !== id))
  announce()
}

/** Signing out: this account's kept saves are dropped (the person was asked first), and nothing is sent for it. */
export async function forgetOutbox(accountId: string): Promise<void> {
  await deleteItemsOf(accountId)
  await setSignedInAccount(null)
  if (snapshot.accountId === accountId) {
    snapshot = { accountId: null, items: [] }
    for (const listener of listeners) listener()
  }
}

/**
 * Starts the outbox for the account signed in: its saves are read (another account's are never shown nor sent), sent
 * now if there is signal, and again whenever the signal returns. `settled` hears each save sent or refused (to
 * refresh what it changed). Returns the stop.
 */
export function startOutbox(accountId: string, settled: (item: OutboxItem) => void): () => void {
  onSettled = settled
  if (snapshot.accountId !== accountId) {
    snapshot = { accountId, items: [] }
    for (const listener of listeners) listener()
  }
  let stopped = false
  void setSignedInAccount(accountId)
    .then(() => reloadOutbox())
    .then(() => {
      if (!stopped) void flushOutbox()
    })
    .catch(() => undefined)

  const flush = () => void flushOutbox()
  window.addEventListener('online', flush)
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL)
  if (channel) channel.onmessage = () => void reloadOutbox()
  const timer = setInterval(flush, RETRY_EVERY_MS)
  // The server answered again after a weak signal: what waits goes now.
  const stopListening = subscribeToSignal(() => {
    if (!isSignalSlow()) flush()
  })
  return () => {
    stopped = true
    stopListening()
    window.removeEventListener('online', flush)
    channel?.close()
    clearInterval(timer)
    if (onSettled === settled) onSettled = undefined
  }
}
