import { toApiError } from '../api'
import { TEAM_HEADER } from '../team-scope'
import { deleteItem, getItem, itemsOf, putItem, signedInAccount, type OutboxBody, type OutboxItem } from './outbox-db'

/** The channel on which whoever changed the outbox (a tab, the service worker) tells the others to read it again. */
export const OUTBOX_CHANNEL = 'teamspace-outbox'
/** The Background Sync tag under which the page asks the service worker to send the outbox. */
export const OUTBOX_SYNC_TAG = 'teamspace-outbox'
/**
 * How long one send waits for an answer before it is left for the next try: on one bar of signal a request may be
 * accepted and never answered, and the sends behind it must not wait for ever. Sent again with the same command id,
 * it cannot apply twice.
 */
const SEND_DEADLINE_MS = 30_000
/** How long a sent save stays in the list, so the person sees it went. */
const SENT_KEPT_MS = 60 * 60_000

export interface ReplayOptions {
  /** Whose saves to send; it must be the account signed in here (the default). */
  readonly accountId?: string
  /** For tests: the fetch to send with. */
  readonly fetch?: typeof fetch
  /** Called after each change of an item's fate. */
  readonly onChange?: () => void
  readonly now?: () => Date
}

export interface ReplayResult {
  readonly sent: readonly OutboxItem[]
  readonly refused: readonly OutboxItem[]
  /** Left waiting: no signal, the session gone or the server unable; sent at the next try. */
  readonly waiting: number
}

/** What the server said to one save. */
type Outcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'refused'; readonly message: string }
  /** Not now, for this team (the server unable): its later saves wait behind it. */
  | { readonly kind: 'team-later' }
  /** Not now, for anything (no signal, signed out). */
  | { readonly kind: 'all-later' }

const bodyOf = (body: OutboxBody): BodyInit | null => {
  if (body.kind === 'none') return null
  if (body.kind === 'json') return body.json
  const form = new FormData()
  for (const part of body.parts) {
    if ('file' in part) form.append(part.name, part.file, part.fileName)
    else form.append(part.name, part.value)
  }
  return form
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return text
  }
}

/** Sends one kept save exactly as it was made: its method, path, body, team and its ORIGINAL command id. */
export async function sendItem(item: OutboxItem, send: typeof fetch = fetch): Promise<Outcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [TEAM_HEADER]: item.teamId,
    'Idempotency-Key': item.id,
  }
  if (item.body.kind === 'json') headers['Content-Type'] = 'application/json'
  let response: Response
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), SEND_DEADLINE_MS)
  try {
    response = await send(item.path, {
      method: item.method,
      headers,
      credentials: 'same-origin',
      body: bodyOf(item.body),
      signal: deadline.signal,
    })
  } catch {
    return { kind: 'all-later' }
  } finally {
    clearTimeout(timer)
  }
  if (response.ok) return { kind: 'sent' }
  // Signed out (or the session expired): the same person sends it once signed in again.
  if (response.status === 401) return { kind: 'all-later' }
  if (response.status >= 500 || response.status === 408 || response.status === 429) return { kind: 'team-later' }
  const { statusText, status } = response
  return { kind: 'refused', message: toApiError({ status, statusText }, await readPayload(response)).message }
}

/** Runs `work` alone among this browser's tabs and service worker where the browser can say so. */
async function alone<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return work()
  return locks.request(OUTBOX_CHANNEL, () => work())
}

/** Tells the other tabs (and this one's store) that the outbox changed, so they read it again. */
export function announce() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

/**
 * Sends the saves kept for the account signed in here, oldest first, each with its original command id, so a save
 * the server already had answers with its first result and is never applied twice. Per team in order: a save the
 * server cannot take just now holds back the later ones of its team; a refusal (a 4xx: the event cancelled meanwhile,
 * voting closed) is kept with the server's words for the person to see, and the next save goes on. Without signal,
 * or signed out, everything stays for the next try. Plain fetch and IndexedDB: a service worker runs it too.
 */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplayResult> {
  return alone(async () => {
    const now = options.now ?? (() => new Date())
    const account = await signedInAccount()
    const sent: OutboxItem[] = []
    const refused: OutboxItem[] = []
    if (account === undefined || (options.accountId !== undefined && options.accountId !== account)) {
      return { sent, refused, waiting: 0 }
    }
    const items = await itemsOf(account)
    for (const item of items) {
      if (item.fate === 'sent' && item.settledAt && now().getTime() - Date.parse(item.settledAt) > SENT_KEPT_MS) {
        await deleteItem(item.id)
      }
    }
    const held = new Set<string>()
    let stopped = false
    let changed = false
    const change = async (item: OutboxItem) => {
      await putItem(item)
      changed = true
      options.onChange?.()
      announce()
    }
    // 'sending' is one a closed tab left halfway: sent again with the same id, it cannot apply twice.
    for (const item of items.filter((each) => each.fate === 'waiting' || each.fate === 'sending')) {
      if (stopped || held.has(item.teamId)) continue
      // Discarded meanwhile (in another tab): not sent.
      if (!(await getItem(item.id))) continue
      await change({ ...item, fate: 'sending' })
      const outcome = await sendItem(item, options.fetch)
      if (outcome.kind === 'sent') {
        const done: OutboxItem = { ...item, fate: 'sent', settledAt: now().toISOString() }
        sent.push(done)
        await change(done)
      } else if (outcome.kind === 'refused') {
        const done: OutboxItem = { ...item, fate: 'refused', refusal: outcome.message, settledAt: now().toISOString() }
        refused.push(done)
        await change(done)
      } else {
        await change({ ...item, fate: 'waiting' })
        if (outcome.kind === 'all-later') stopped = true
        else held.add(item.teamId)
      }
    }
    const waiting = (await itemsOf(account)).filter((each) => each.fate === 'waiting').length
    if (changed) announce()
    return { sent, refused, waiting }
  })
}
