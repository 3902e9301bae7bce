import { useCallback, useState, useSyncExternalStore } from 'react'
import { discardOutboxItem } from './outbox'
import type { OutboxDraft, OutboxItem } from './outbox-db'
import { useOutbox } from './use-outbox'

/**
 * "Edit" on a save the server refused when it was sent later: the person is taken back to the page it was made on,
 * and the form it came from opens again with what they had typed, to change and save anew. The form keeps its values
 * with the save (`draft`), under its own name; the page asks for the refused save being edited under that name.
 */

/** A form a kept save can be read back by: its name (with what it is about) and the type of its values. */
export interface OutboxForm<TValues> {
  readonly name: string
  /** What the save keeps, to be read back by this form. */
  draft(values: TValues): OutboxDraft
  /** The values a kept save of this form was made with; undefined for another form's save. */
  valuesOf(item: KeptByForm): TValues | undefined
}

/** What a form reads of a kept save. */
export type KeptByForm = Pick<OutboxItem, 'draft' | 'method' | 'path' | 'body' | 'text'>

/**
 * A form by name. The name says which form and what about (`chat-message:<thread>`), so a page only ever gets back
 * values its own form made; a form whose values change shape takes a new name, leaving older saves to "Copy text".
 *
 * `before` reads a save this form kept before saves kept their values (still waiting on a phone that had no signal
 * since): from its address and what it sent. Only saves without values reach it.
 */
export const outboxForm = <TValues>(
  name: string,
  before?: (item: KeptByForm) => TValues | undefined,
): OutboxForm<TValues> => ({
  name,
  draft: (values) => ({ form: name, values }),
  // The values this very form kept under its name (structured-cloned by IndexedDB): of its own type.
  valuesOf: (item) =>
    item.draft === undefined ? before?.(item) : item.draft.form === name ? (item.draft.values as TValues) : undefined,
})

/** The refused save being edited: chosen in the list of saves, until its form takes it back or lets it go. */
let editing: string | null = null
const listeners = new Set<() => void>()

const setEditing = (id: string | null) => {
  editing = id
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** "Edit" in the list of saves: its form, when the page has one, opens with its values. */
export const editOutboxItem = (item: Pick<OutboxItem, 'id'>) => setEditing(item.id)

export interface RefusedDraft<TValues> {
  /** The refused save's id (its command id). */
  readonly id: string
  /** The values the save was sent with. */
  readonly values: TValues
  /** The server's words when it refused them. */
  readonly refusal: string
  /** The form saved them anew (or kept them for later): the refused save goes from the list. */
  settle(): Promise<void>
  /** The form was closed without saving: the refused save stays in the list, to edit or discard later. */
  leave(): void
}

/** The refused save being edited, when it was made in this form; else undefined. */
export function useRefusedDraft<TValues>(form: OutboxForm<TValues> | undefined): RefusedDraft<TValues> | undefined {
  const { items } = useOutbox()
  const id = useSyncExternalStore(
    subscribe,
    () => editing,
    () => null,
  )
  const item = refusedItemOf(items, id, form)
  const values = item && form?.valuesOf(item)
  const leave = useCallback(() => {
    if (editing === id) setEditing(null)
  }, [id])
  const settle = useCallback(async () => {
    leave()
    if (id !== null) await discardOutboxItem(id)
  }, [id, leave])
  if (item === undefined || values === undefined) return undefined
  return { id: item.id, values, refusal: item.refusal ?? '', settle, leave }
}

/** The save being edited, when the server refused it and this very form made it; else undefined. */
export const refusedItemOf = (
  items: readonly OutboxItem[],
  editingId: string | null,
  form: Pick<OutboxForm<unknown>, 'name'> | undefined,
): OutboxItem | undefined => {
  const item = items.find((each) => each.id === editingId)
  return form !== undefined && item?.fate === 'refused' && item.draft?.form === form.name ? item : undefined
}

/**
 * Takes a refused save into the form's own state once: `take` runs while the page renders, the first time the save
 * shows and `ready` allows it (the sheet of its event on screen, no other dialog open), and never again for the same
 * save, so what the person changes afterwards stays. Returns the id of the save taken last (null before any).
 */
export function useTakeOnce<TDraft extends { readonly id: string }>(
  draft: TDraft | undefined,
  take: (draft: TDraft) => void,
  ready: (draft: TDraft) => boolean = () => true,
): string | null {
  const [taken, setTaken] = useState<string | null>(null)
  if (draft === undefined || taken === draft.id || !ready(draft)) return taken
  // Setting state while rendering: React renders the page again at once, with the draft's values in place.
  setTaken(draft.id)
  take(draft)
  return draft.id
}

/**
 * The refused save being edited in this form, taken into the form once (see `useTakeOnce`): the save, to settle or
 * leave, and the id of the one the form took.
 */
export function useTakeRefusedDraft<TValues>(
  form: OutboxForm<TValues> | undefined,
  take: (draft: RefusedDraft<TValues>) => void,
  ready?: (draft: RefusedDraft<TValues>) => boolean,
): { draft: RefusedDraft<TValues> | undefined; taken: string | null } {
  const draft = useRefusedDraft(form)
  const taken = useTakeOnce(draft, take, ready)
  return { draft, taken }
}
