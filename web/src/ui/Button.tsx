import type { ComponentProps } from 'react'
import { cx } from './cx'
import { SpinnerGlyph } from './Spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  /** Shows a spinner and blocks further clicks while an action is under way. */
  loading?: boolean
  block?: boolean
}

export function Button({
  variant = 'secondary',
  loading = false,
  block = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={cx('btn', `btn--${variant}`, block && 'btn--block', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <SpinnerGlyph size="small" />}
      {children}
    </button>
  )
}
