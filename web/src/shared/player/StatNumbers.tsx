import { cx } from '../../ui/cx'
import './player-identity.css'

export interface StatNumber {
  label: string
  value: number | string
  /** A booked card gets its colour as a bar; the label still says which card it is. */
  tone?: 'yellow' | 'red' | undefined
}

interface StatNumbersProps {
  items: StatNumber[]
  /** Big figures with their labels under them (a season), or compact centred ones (a card, a game). */
  size?: 'large' | 'compact'
  className?: string
}

/** A row of figures, each with its label: goals, assists, games and the like. */
export function StatNumbers({ items, size = 'compact', className }: StatNumbersProps) {
  return (
    <dl className={cx('stat-numbers', `stat-numbers--${size}`, className)}>
      {items.map(({ label, value, tone }) => (
        <div key={label} className="stat-numbers__item" data-tone={tone}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
