import type { ReactNode } from 'react'

interface EmptyStateProps {
  /** A decorative glyph or SVG; hidden from screen readers, the title says it all. */
  icon?: ReactNode
  title: ReactNode
  text?: ReactNode
  action?: ReactNode
}

export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h2>{title}</h2>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  )
}
