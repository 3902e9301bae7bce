import { useId, type ReactNode } from 'react'
import { cx } from './cx'

interface CardProps {
  /** With a title the card becomes a named region, so people and tests can find it by name. */
  title?: ReactNode
  actions?: ReactNode
  className?: string
  children: ReactNode
}

export function Card({ title, actions, className, children }: CardProps) {
  const titleId = useId()
  return (
    <section className={cx('card', className)} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <header className="card__header">
          {title && <h2 id={titleId}>{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  )
}
