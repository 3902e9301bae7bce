/**
 * Where a catch-up reader stands in the log. Readers page by (txId, position), not by position alone:
 * a transaction that took position 10 can commit after one that took 11 (ARCHITECTURE §3.3).
 */
export interface Cursor {
  /** xid8 as a decimal string. */
  readonly txId: string
  readonly position: number
}

export const START: Cursor = { txId: '0', position: 0 }

export const encodeCursor = (cursor: Cursor) => `${cursor.txId}.${cursor.position}`

export const decodeCursor = (text: string | undefined): Cursor | null => {
  const match = /^(\d{1,20})\.(\d{1,16})$/.exec(text ?? '')
  return match ? { txId: match[1]!, position: Number(match[2]) } : null
}

export const compareCursors = (a: Cursor, b: Cursor) => {
  const byTx = BigInt(a.txId) - BigInt(b.txId)
  if (byTx !== 0n) return byTx < 0n ? -1 : 1
  return a.position - b.position
}
