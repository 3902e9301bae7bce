import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

/**
 * The outbox's storage: saves made without signal, kept in IndexedDB so that they outlive a reload, a closed tab
 * and a restarted phone, and can be sent by the page or by the service worker. Plain IndexedDB and no React: the
 * service worker imports this too.
 */

/** A save's form by name, and the values it was sent with. */
export interface OutboxDraft {
  readonly form: string
  readonly values: unknown
}

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One part of an upload's form data: a text field, or a file with its bytes. */
export type OutboxFormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly file: Blob; readonly fileName: string }

export type OutboxBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly json: string }
  | { readonly kind: 'form'; readonly parts: readonly OutboxFormPart[] }

/** What became of a kept save: still to send, being sent, taken by the server, or refused by it. */
export type OutboxFate = 'waiting' | 'sending' | 'sent' | 'refused'

export interface OutboxItem {
  /** The command id, sent again as its `Idempotency-Key`: the server applies it once however often it arrives. */
  readonly id: string
  /** Whose it is: only this account's session sends it, and only this account sees it. */
  readonly accountId: string
  /** The team it was made for, sent as `X-Team`. */
  readonly teamId: string
  readonly method: OutboxMethod
  readonly path: string
  readonly body: OutboxBody
  /** In words, for the list of queued saves: "Stat line for Mia Lopez", "Message in Match day". */
  readonly description: string
  /** What was typed, to copy when the server refuses it. */
  readonly text: string
  /** The form's values, to bring back into the form it was made in when the server refuses it (see drafts.ts). */
  readonly draft?: OutboxDraft
  /** The page it was made on (path and search), to go back to. */
  readonly madeOn: string
  /** ISO time it was made. */
  readonly createdAt: string
  /** Its place in the queue: saves are sent in this order, team by team. */
  readonly order: number
  /** Bytes kept for it (its body, its files). */
  readonly size: number
  readonly fate: OutboxFate
  /** The server's words, when it refused it. */
  readonly refusal?: string
  /** ISO time it was sent or refused. */
  readonly settledAt?: string
}

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { byAccount: string } }
  /** 'account': the account signed in on this browser, whose saves may be sent; none while signed out. */
  meta: { key: string; value: string }
}

const DB_NAME = 'teamspace-outbox'
const ACCOUNT_KEY = 'account'

let opening: Promise<IDBPDatabase<OutboxSchema>> | undefined

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      const items = database.createObjectStore('items', { keyPath: 'id' })
      items.createIndex('byAccount', 'accountId')
      database.createObjectStore('meta')
    },
  }).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}

const byOrder = (a: OutboxItem, b: OutboxItem) => a.order - b.order

/** An account's kept saves, in the order they were made. */
export async function itemsOf(accountId: string): Promise<OutboxItem[]> {
  return (await (await db()).getAllFromIndex('items', 'byAccount', accountId)).sort(byOrder)
}

export async function putItem(item: OutboxItem): Promise<void> {
  await (await db()).put('items', item)
}

export async function getItem(id: string): Promise<OutboxItem | undefined> {
  return (await db()).get('items', id)
}

export async function deleteItem(id: string): Promise<void> {
  await (await db()).delete('items', id)
}

/** Drops every kept save of an account: signing out with saves waiting, once the person said so. */
export async function deleteItemsOf(accountId: string): Promise<void> {
  const database = await db()
  const transaction = database.transaction('items', 'readwrite')
  for (const key of await transaction.store.index('byAccount').getAllKeys(accountId)) {
    await transaction.store.delete(key)
  }
  await transaction.done
}

/** The account signed in here, whose saves may be sent (by the page or the service worker). */
export async function signedInAccount(): Promise<string | undefined> {
  return (await db()).get('meta', ACCOUNT_KEY)
}

export async function setSignedInAccount(accountId: string | null): Promise<void> {
  const database = await db()
  if (accountId === null) await database.delete('meta', ACCOUNT_KEY)
  else await database.put('meta', accountId, ACCOUNT_KEY)
}
