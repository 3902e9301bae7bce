import { useEffect, useRef, type ReactNode } from 'react'
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
  const ref = useRef<HTMLDivElement>(null)
  // A failure at the foot of a long form on a phone would otherwise appear out of sight, below the fold.
  useEffect(() => {
    if (tone === 'error') ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [tone])
  return (
    <div ref={ref} role={tone === 'error' ? 'alert' : 'status'} className={cx('notice', `notice--${tone}`, className)}>
      <span className="notice__icon" aria-hidden="true">
        {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
      </span>
      <div className="notice__text">{children}</div>
    </div>
  )
}
