import { useT } from '../i18n/use-t'
import { cx } from './cx'
import { uiMessages as m } from './ui.messages'

export type SpinnerSize = 'small' | 'medium' | 'large'

interface SpinnerProps {
  /** What is being waited for; read out by screen readers. */
  label?: string
  size?: SpinnerSize
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean
}

export function Spinner({ label, size = 'medium', showLabel = false }: SpinnerProps) {
  const t = useT()
  return (
    <span role="status" className="spinner-status">
      <SpinnerGlyph size={size} />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label ?? t(m.loading)}</span>
    </span>
  )
}

/** The bare spinning circle, for places that announce the wait another way (a busy button). */
export function SpinnerGlyph({ size = 'medium' }: { size?: SpinnerSize }) {
  return <span aria-hidden="true" className={cx('spinner', size !== 'medium' && `spinner--${size}`)} />
}
