import type { ReactNode } from 'react'

/** The `<strong>…</strong>` of a message's words, as a page shows it. */
export const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>
