import type { ReactNode } from 'react'
import { cx } from './cx'

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger'

/** A short status word. The word carries the meaning; the colour only repeats it. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx('badge', tone !== 'neutral' && `badge--${tone}`)}>{children}</span>
}
