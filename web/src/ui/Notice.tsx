import type { ReactNode } from 'react'
import { cx } from './cx'

export type NoticeTone = 'info' | 'success' | 'error'

/**
 * A message in the flow of a page or form. Errors are alerts (read out at once); the rest are polite
 * status updates. The icon repeats the tone so colour is never the only signal.
 */
export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: NoticeTone
  children: ReactNode
  className?: string
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('notice', `notice--${tone}`, className)}>
      <span className="notice__icon" aria-hidden="true">
        {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
      </span>
      <div className="notice__text">{children}</div>
    </div>
  )
}
